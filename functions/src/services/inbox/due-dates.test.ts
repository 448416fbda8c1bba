import { describe, expect, it } from 'vitest';
import { INBOX_PERIOD_DEFAULTS } from '@roca/contract/inbox';
import { dueAt, isOverdue } from './due-dates';

/** An instant in Vancouver, written as the site shows it. */
const vancouver = (local: string) => new Date(`${local}-08:00`);
const vancouverSummer = (local: string) => new Date(`${local}-07:00`);

describe('due dates (docs/inbox.md, "Due dates")', () => {
  it('gives an ordinary message 48 hours from the moment it arrived', () => {
    expect(dueAt(INBOX_PERIOD_DEFAULTS.contact, vancouver('2026-11-27T16:30:00')).toISOString()).toBe(
      vancouver('2026-11-29T16:30:00').toISOString(),
    );
  });

  it('gives a records request 14 calendar days, to the end of the last day in Vancouver', () => {
    const due = dueAt(INBOX_PERIOD_DEFAULTS.records, vancouver('2026-12-20T23:30:00'));
    expect(due.toISOString()).toBe(vancouver('2027-01-03T23:59:59.999').toISOString());
  });

  it('counts PIPA days without Saturdays, Sundays and BC holidays (Interpretation Act), from the day after', () => {
    // Received Friday 2026-09-25; counting from Monday the 28th, without the weekends, September 30
    // (Truth and Reconciliation) and October 12 (Thanksgiving), the 30th day is Tuesday November 10.
    const due = dueAt(INBOX_PERIOD_DEFAULTS.privacy, vancouverSummer('2026-09-25T10:00:00'));
    expect(due.toISOString()).toBe(vancouver('2026-11-10T23:59:59.999').toISOString());
  });

  it('skips Easter Monday and Boxing Day, which BC statutes count as holidays', () => {
    // Received Thursday 2026-04-02: Good Friday (3), the weekend, Easter Monday (6) do not count.
    expect(dueAt({ amount: 1, unit: 'business-days' }, vancouverSummer('2026-04-02T09:00:00')).toISOString()).toBe(
      vancouverSummer('2026-04-07T23:59:59.999').toISOString(),
    );
    // Received Wednesday 2026-12-23: the 24th counts; Christmas, Boxing Day (a Saturday) and Sunday do not.
    expect(dueAt({ amount: 2, unit: 'business-days' }, vancouver('2026-12-23T09:00:00')).toISOString()).toBe(
      vancouver('2026-12-28T23:59:59.999').toISOString(),
    );
  });

  it('turns a records request overdue once its date has passed, and not after it is closed', () => {
    const received = vancouver('2026-02-02T09:00:00');
    const item = {
      status: 'assigned' as const,
      dueClock: 'closing' as const,
      dueAt: dueAt(INBOX_PERIOD_DEFAULTS.records, received),
      firstResponseAt: null,
    };
    expect(isOverdue(item, vancouver('2026-02-16T23:59:00'))).toBe(false);
    expect(isOverdue(item, vancouver('2026-02-17T00:00:01'))).toBe(true);
    // A reply does not stop the law's clock; closing does.
    expect(isOverdue({ ...item, firstResponseAt: vancouver('2026-02-03T09:00:00') }, vancouver('2026-02-20T09:00:00'))).toBe(true);
    expect(isOverdue({ ...item, status: 'closed' }, vancouver('2026-02-20T09:00:00'))).toBe(false);
  });

  it('stops the response aim at the first reply', () => {
    const received = vancouver('2026-02-02T09:00:00');
    const item = {
      status: 'new' as const,
      dueClock: 'first-response' as const,
      dueAt: dueAt(INBOX_PERIOD_DEFAULTS.contact, received),
      firstResponseAt: null,
    };
    expect(isOverdue(item, vancouver('2026-02-04T09:00:01'))).toBe(true);
    expect(
      isOverdue({ ...item, status: 'waiting', firstResponseAt: vancouver('2026-02-03T09:00:00') }, vancouver('2026-02-10T09:00:00')),
    ).toBe(false);
  });
});
