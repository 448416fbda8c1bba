import type { ErrorRequestHandler, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { messagePage, type FunctionPage, type PageAnswer } from '@roca/contract/function-pages';
import { HttpError, TooManyRequests } from '../lib/http-errors';
import { FUNCTION_PAGE_HEADERS, renderFunctionPage } from '../services/publishing';

/**
 * The plumbing of the pages the function answers instead of JSON (contract/src/function-pages.ts):
 * the forms posted from public pages (join, subscribe, and the ones to come) and the pages behind
 * e-mailed links. One sender, one reading of a posted form, one error handler. The per-client
 * limit of a form is middleware/client-limits.ts.
 */

/** Sends a page rendered in the site's layout, with the headers every such page carries. */
export async function sendPage(res: Response, { status, page }: PageAnswer) {
  res
    .status(status)
    .set(FUNCTION_PAGE_HEADERS)
    .send(await renderFunctionPage(page));
}

/**
 * The fields of a posted form (application/x-www-form-urlencoded, parsed by the platform or by the
 * route), or none: a service reads a form as a plain record and checks it with its contract.
 */
export const formOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};

/** What a router's error page says around the reason: its heading when we failed or the request was refused, and what to do. */
export type PageErrorTexts = { failed: string; refused: string; afterwards: string };

/**
 * The one error handler of function pages: whatever goes wrong, the visitor gets a page, never
 * JSON or a stack. The rule for what they read: a refusal of ours (an HttpError) says its own
 * message, written for the visitor; a request the platform's parsers refused (a 4xx) says the form
 * could not be read; anything else says it went wrong on our side, and only that is logged. A
 * refusal that brings its own page (a per-client limit's) is that page. Then the router's advice.
 */
export function pageErrors(texts: PageErrorTexts): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const status = err instanceof HttpError ? err.status : typeof err?.status === 'number' && err.status < 500 ? err.status : 500;
    if (status >= 500 && !(err instanceof HttpError)) logger.error('function page failed', err);
    const said =
      err instanceof HttpError ? err.message : status < 500 ? 'The form could not be read.' : 'Something went wrong on our side.';
    const page: FunctionPage =
      err instanceof TooManyRequests && err.page
        ? messagePage(err.page.heading, err.page.paragraphs)
        : messagePage(status >= 500 ? texts.failed : texts.refused, [said, texts.afterwards]);
    if (err instanceof TooManyRequests) res.set('Retry-After', String(err.retryAfterSeconds));
    void sendPage(res, { status, page }).catch(() => res.status(status).type('text/plain').send(said));
  };
}
