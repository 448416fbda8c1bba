import type { Request } from 'express';

/**
 * The caller's address, for per-client limits. Express derives it from X-Forwarded-For (app.ts
 * trusts the proxies in front); the Functions emulator hands over requests without one, so there
 * every caller shares the key 'unknown'.
 */
export const clientIp = (req: Request): string => req.ip ?? req.socket?.remoteAddress ?? 'unknown';
