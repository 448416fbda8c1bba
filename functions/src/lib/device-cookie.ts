import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { LIMITS } from '@roca/contract';
import { cookieValue } from './cookies';
import { DAY_MS } from '@roca/contract/days';

/**
 * The known-device cookie of the sign-in throttle (services/accounts/login-throttle.ts): a random id the
 * browser sends back to POST /api/login, so a device that signed in to an account before is
 * recognised whatever address it comes from, and a stranger's failures cannot lock it out. It
 * proves nothing by itself: an id counts only for the accounts it signed in to (stored
 * server-side), and it is never used to sign anyone in.
 *
 * Named __session because Firebase Hosting forwards no other cookie to a function.
 */
const DEVICE_COOKIE = '__session';
const DEVICE_ID = /^[0-9a-f]{32}$/;

export const newDeviceId = () => randomBytes(16).toString('hex');

/** The device id the browser sent, if it is one. */
export const deviceIdOf = (req: Request): string | undefined => cookieValue(req, DEVICE_COOKIE, DEVICE_ID);

/** Keeps the device id in the browser for as long as the throttle remembers the device. */
export function rememberDevice(res: Response, deviceId: string) {
  res.cookie(DEVICE_COOKIE, deviceId, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/api/login',
    maxAge: LIMITS.loginKnownClientDays * DAY_MS,
  });
}
