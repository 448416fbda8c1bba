import type { Request, RequestHandler } from 'express';
import { notJson, payloadTooLarge } from '../lib/http-errors';

/**
 * Guards for request bodies, run before any route. In production (and in the Functions
 * emulator) the Functions Framework has already read and parsed every body of up to 32 MB, of
 * any content type, before the app sees the request (docs/security.md, "The front door"); the
 * app's own JSON parser then skips it. These guards refuse what the app must not act on,
 * whoever parsed it.
 */

/** The body's size: what the platform already read (rawBody), else what the client announced. */
function bodyBytes(req: Request): number {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  if (rawBody) return rawBody.length;
  return Number(req.headers['content-length'] ?? 0) || 0;
}

/**
 * 413 for a body over `maxBytes`. A chunked body with no length that the platform did not read
 * is measured by the JSON parser, which has the same limit (app.ts).
 */
export function limitBody(maxBytes: number): RequestHandler {
  return (req, _res, next) => next(bodyBytes(req) > maxBytes ? payloadTooLarge() : undefined);
}

/**
 * 415 for a body that is not JSON. Forms and plain text are what another site can make a
 * visitor's browser post without asking (no CORS preflight), so the API takes neither.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  next(hasContent(req) && !req.is('application/json') ? notJson() : undefined);
};

/**
 * Whether the request carries body bytes. Not `req.is`'s own test: it counts `Content-Length: 0`,
 * which fetch sends with every POST that has no body (a restore, say), as a body.
 */
const hasContent = (req: Request) => bodyBytes(req) > 0 || req.headers['transfer-encoding'] !== undefined;
