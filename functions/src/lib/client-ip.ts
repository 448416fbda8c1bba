import type { Request } from 'express';

/**
 * The caller's address, for per-client limits. Express derives it from X-Forwarded-For (app.ts
 * trusts the proxies in front). The Functions emulator hands over requests without one: then
 * this is undefined and only the limits that do not depend on the address apply.
 */
export const clientIp = (req: Request): string | undefined => req.ip ?? req.socket?.remoteAddress;
