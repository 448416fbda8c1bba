import { LIMITS } from '@roca/contract';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '@roca/contract/days';

/**
 * When the sign-in throttle lets the next attempt of a series through (docs/security.md, "Sign-in
 * throttling"): pure arithmetic on the times of the series' recent attempts, so it is tested on
 * its own (sign-in-schedule.test.ts) and the Firestore side (login-throttle.ts) only counts.
 * Windows roll: an attempt counts for exactly its window after it was made, never "until
 * midnight UTC", which used to lock an owner out until 5 pm in Vancouver.
 */

/** At most `max` attempts in any `ms` long stretch. */
type Window = { ms: number; max: number };
/** Attempts after the first `free` of a day each wait after the one before: 1 s, doubling, at most `maxSeconds`. */
type Delays = { free: number; maxSeconds: number };
export type Schedule = { windows: readonly Window[]; delays?: Delays };

/**
 * A client (an address, or a device that signed in to the account before): failures over all
 * usernames, 5 in any 15 minutes and 100 in any day.
 */
export const CLIENT_SCHEDULE: Schedule = {
  windows: [
    { ms: LIMITS.loginClientWindowMinutes * MINUTE_MS, max: LIMITS.loginClientMaxFailures },
    { ms: DAY_MS, max: LIMITS.loginClientDailyFailures },
  ],
};

/**
 * A client's own attempts on one account: LIMITS.loginAccountFreeAttempts in any day, whatever
 * other clients do. The owner on a new device, at an address no stranger uses, always has these.
 */
export const FREE_ATTEMPTS_SCHEDULE: Schedule = { windows: [{ ms: DAY_MS, max: LIMITS.loginAccountFreeAttempts }] };

/**
 * An account's shared allowance for clients that used up their own free attempts on it (each
 * client has LIMITS.loginAccountFreeAttempts a day, whatever others do): each waits after the one
 * before, and at most LIMITS.loginAccountDailyAttempts in any day.
 */
export const ACCOUNT_SCHEDULE: Schedule = {
  windows: [{ ms: DAY_MS, max: LIMITS.loginAccountDailyAttempts }],
  delays: { free: 1, maxSeconds: LIMITS.loginAccountMaxDelaySeconds },
};

/** How many recent attempts a schedule needs to see: its largest window's count. */
export const lookBack = (schedule: Schedule) => Math.max(...schedule.windows.map((window) => window.max));

/** Seconds attempt number `index` (0-based, among the day's) must wait after the one before. */
export const delayBefore = (index: number, { free, maxSeconds }: Delays) => (index < free ? 0 : Math.min(maxSeconds, 2 ** (index - free)));

/**
 * The earliest time (ms) the next attempt may be made, given the times of the series' recent
 * attempts, newest first; 0 or a past time when it may be made now.
 */
export function earliestAttempt(recent: readonly number[], now: number, schedule: Schedule): number {
  const inLast = (ms: number) => recent.filter((at) => at > now - ms);
  let earliest = 0;
  for (const window of schedule.windows) {
    const counted = inLast(window.ms);
    // The attempt `max` back has to leave the window first.
    if (counted.length >= window.max) earliest = Math.max(earliest, counted[window.max - 1] + window.ms);
  }
  if (schedule.delays && recent.length > 0) {
    const today = inLast(DAY_MS);
    if (today.length > 0) earliest = Math.max(earliest, today[0] + delayBefore(today.length, schedule.delays) * SECOND_MS);
  }
  return earliest;
}

/** "1 second", "14 minutes", "3 hours": how long to wait, in the 429's message. */
export function waitText(seconds: number): string {
  const [count, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Password reset links asked for (services/accounts/password-reset.ts), by one client over all usernames:
 * 5 in any 15 minutes and 20 in any day.
 */
export const RESET_CLIENT_SCHEDULE: Schedule = {
  windows: [
    { ms: LIMITS.passwordResetClientWindowMinutes * MINUTE_MS, max: LIMITS.passwordResetClientRequests },
    { ms: DAY_MS, max: LIMITS.passwordResetClientDailyRequests },
  ],
};

/**
 * Password reset links one client asks for one account: 3 in any hour and 10 in any day. Counted
 * per client, so what a stranger asks for never keeps the owner, asking from elsewhere, from a link.
 */
export const RESET_ACCOUNT_SCHEDULE: Schedule = {
  windows: [
    { ms: 60 * MINUTE_MS, max: LIMITS.passwordResetAccountHourlyRequests },
    { ms: DAY_MS, max: LIMITS.passwordResetAccountDailyRequests },
  ],
};

/** New recovery e-mails asked for one account: LIMITS.recoveryEmailRequestsPerDay in any day. */
export const RECOVERY_EMAIL_SCHEDULE: Schedule = { windows: [{ ms: DAY_MS, max: LIMITS.recoveryEmailRequestsPerDay }] };
