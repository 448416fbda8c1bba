// @vitest-environment happy-dom
import type { EventAlert } from '@roca/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EVENT_COLOURS } from '#web/components/shared/event-colours';
import { EventAlerts, alertsAt } from './event-alerts';

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
