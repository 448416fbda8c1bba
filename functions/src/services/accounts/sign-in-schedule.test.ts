import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { DAY_MS as DAY, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '@roca/contract/days';
import {
  ACCOUNT_SCHEDULE,
  CLIENT_SCHEDULE,
  FREE_ATTEMPTS_SCHEDULE,
  delayBefore,
  earliestAttempt,
  lookBack,
  waitText,
} from './sign-in-schedule';

const HOUR = 60 * MINUTE;

const now = Date.UTC(2026, 10, 24, 23, 30); // 3:30 pm in Vancouver
/** `count` attempts, the newest `ago` ms before now and each `every` ms before the next. */
const attempts = (count: number, { ago = 0, every = MINUTE } = {}) => Array.from({ length: count }, (_, i) => now - ago - i * every);

describe('a client (failures over all usernames)', () => {
  it(`may fail ${LIMITS.loginClientMaxFailures} times in 15 minutes, then waits until the oldest of them is 15 minutes old`, () => {
    expect(earliestAttempt(attempts(LIMITS.loginClientMaxFailures - 1), now, CLIENT_SCHEDULE)).toBeLessThanOrEqual(now);
    const five = attempts(LIMITS.loginClientMaxFailures);
    expect(earliestAttempt(five, now, CLIENT_SCHEDULE)).toBe(five[4] + 15 * MINUTE);
  });

  it(`may fail ${LIMITS.loginClientDailyFailures} times in any day, then waits for the oldest to be a day old: never "until midnight UTC"`, () => {
    const spread = attempts(LIMITS.loginClientDailyFailures, { every: 13 * MINUTE });
    expect(earliestAttempt(spread, now, CLIENT_SCHEDULE)).toBe(spread[LIMITS.loginClientDailyFailures - 1] + DAY);
    expect(earliestAttempt(spread, now, CLIENT_SCHEDULE) - now).toBeLessThan(DAY);
    // A day after its oldest attempt, a client is free again.
    expect(
      earliestAttempt(attempts(LIMITS.loginClientDailyFailures, { ago: DAY, every: 10 * SECOND }), now, CLIENT_SCHEDULE),
    ).toBeLessThanOrEqual(now);
  });

  it('looks back far enough to see its largest window', () => {
    expect(lookBack(CLIENT_SCHEDULE)).toBe(LIMITS.loginClientDailyFailures);
  });
});

describe("an account's shared allowance", () => {
  it('lets the first attempt through, then makes each wait after the one before: 1 s, 2 s, 4 s ... at most a minute', () => {
    expect(earliestAttempt([], now, ACCOUNT_SCHEDULE)).toBe(0);
    expect([1, 2, 3, 4, 7, 8, 50].map((index) => delayBefore(index, ACCOUNT_SCHEDULE.delays!))).toEqual([1, 2, 4, 8, 60, 60, 60]);
    expect(earliestAttempt([now - 500], now, ACCOUNT_SCHEDULE)).toBe(now + 500);
    expect(earliestAttempt(attempts(3, { every: 10 * SECOND }), now, ACCOUNT_SCHEDULE)).toBe(now + 4 * SECOND);
  });

  it(`allows ${LIMITS.loginAccountDailyAttempts} in any day`, () => {
    const full = attempts(LIMITS.loginAccountDailyAttempts, { ago: 2 * MINUTE, every: 2 * MINUTE });
    expect(earliestAttempt(full, now, ACCOUNT_SCHEDULE)).toBe(full[LIMITS.loginAccountDailyAttempts - 1] + DAY);
  });

  it('forgets attempts older than a day', () => {
    expect(earliestAttempt(attempts(40, { ago: DAY + MINUTE }), now, ACCOUNT_SCHEDULE)).toBe(0);
  });
});

describe('the wait in words', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe("a client's own attempts on an account", () => {
  it(`are ${LIMITS.loginAccountFreeAttempts} in any day, with no wait between them`, () => {
    expect(earliestAttempt(attempts(LIMITS.loginAccountFreeAttempts - 1, { every: SECOND }), now, FREE_ATTEMPTS_SCHEDULE)).toBe(0);
    const used = attempts(LIMITS.loginAccountFreeAttempts, { ago: HOUR });
    expect(earliestAttempt(used, now, FREE_ATTEMPTS_SCHEDULE)).toBe(used[LIMITS.loginAccountFreeAttempts - 1] + DAY);
  });
});
