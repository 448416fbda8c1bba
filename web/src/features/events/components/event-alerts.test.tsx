// @vitest-environment happy-dom
import type { EventAlert } from '@roca/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EVENT_COLOURS } from '#web/components/shared/event-colours';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { EventAlerts, alertsAt, signupLinkOf } from './event-alerts';

const alert = (overrides: Partial<EventAlert>): EventAlert => ({
  id: overrides.heading ?? 'id',
  heading: 'Heading',
  description: 'Details',
  date: '2025-09-12',
  time: '19:00',
  eventType: 'blue',
  position: 1,
  isVisible: true,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

afterEach(cleanup);

it('keeps only visible alerts of the asked position', () => {
  const alerts = [
    alert({ heading: 'a', position: 1 }),
    alert({ heading: 'b', position: 2 }),
    alert({ heading: 'c', position: 1, isVisible: false }),
  ];
  expect(alertsAt(alerts, 1).map((a) => a.heading)).toEqual(['a']);
  expect(alertsAt(alerts, 2).map((a) => a.heading)).toEqual(['b']);
  expect(alertsAt(alerts, 3)).toEqual([]);
});

it('colours each alert by its type, unknown types as blue, and writes its date in long form', () => {
  render(
    <EventAlerts
      alerts={[alert({ heading: 'Red one', eventType: 'red' }), alert({ heading: 'Odd one', eventType: 'teal' })]}
      position={1}
    />,
  );
  const red = screen.getByText('Red one').closest('li')!;
  const odd = screen.getByText('Odd one').closest('li')!;
  expect(red.className).toContain(EVENT_COLOURS.red.classes);
  expect(odd.className).toContain(EVENT_COLOURS.blue.classes);
  expect(screen.getAllByText('Friday, September 12, 2025 at 7:00 PM')).toHaveLength(2);
});

it('links an alert to the sign-up form of its date, while that date takes sign-ups (docs/signups.md)', () => {
  const workParty = SEED_CONTENT.calendarEvents.find((e) => e.id === 'seed-event-4')!;
  const linked = alert({ heading: 'Work party', date: '2026-12-05', signupEventId: workParty.id });
  render(<EventAlerts alerts={[linked, alert({ heading: 'Plain' })]} position={1} calendarEvents={[workParty]} today="2026-11-28" />);
  expect(screen.getByRole('link', { name: 'Sign up for Work party' }).getAttribute('href')).toBe(
    '/calendar#signup-seed-event-4-2026-12-05',
  );
  expect(screen.getAllByRole('link')).toHaveLength(1);
  // Not for a date the event does not have, a date past, or an event that takes no sign-ups.
  expect(signupLinkOf({ ...linked, date: '2026-12-06' }, [workParty], '2026-11-28')).toBeNull();
  expect(signupLinkOf(linked, [workParty], '2026-12-06')).toBeNull();
  expect(signupLinkOf(linked, [{ ...workParty, signup: undefined }], '2026-11-28')).toBeNull();
});
