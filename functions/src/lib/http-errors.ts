import type { ErrorRequestHandler } from 'express';
import type { ApiErrorBody } from '@roca/contract';
import { logger } from 'firebase-functions';

/** An error that becomes an HTTP response with the JSON body of docs/requirements.md, Errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * 429 with the seconds to wait, sent as Retry-After too. `page`: what a function page's visitor
 * reads instead (middleware/function-pages.ts); the API answers `message`.
 */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly page?: { heading: string; paragraphs: string[] },
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Sign in to do this') => new HttpError(401, message);
export const forbidden = (message = 'Your role does not allow this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A link that worked once and no longer does (used, expired, withdrawn). */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = () => new HttpError(413, 'The request body is too large');
export const notJson = () => new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');

/**
 * Turns every thrown error into a JSON body. Errors from body-parser carry a status (400 for
 * malformed JSON, 413 for a body over the limit); anything else is a 500 whose details stay in
 * the log, never in the response.
 */
export const errorMiddleware: ErrorRequestHandler = (err, _req, res, _next) => {
  let status = 500;
  let body: ApiErrorBody = { message: 'Something went wrong on our side. Please try again.' };
  if (err instanceof HttpError) {
    status = err.status;
    if (err instanceof TooManyRequests) res.set('Retry-After', String(err.retryAfterSeconds));
    body = err.fieldErrors ? { message: err.message, fieldErrors: err.fieldErrors } : { message: err.message };
  } else if (err?.type === 'entity.parse.failed') {
    status = 400;
    body = { message: 'The request body is not valid JSON' };
  } else if (err?.type === 'entity.too.large') {
    status = 413;
    body = { message: payloadTooLarge().message };
  } else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500 && err.expose) {
    status = err.status;
    body = { message: String(err.message) };
  } else {
    logger.error('Unhandled error', err);
  }
  res.status(status).json(body);
};
