import type { Request, RequestHandler, Response } from 'express';

/** The default for every /api response: personal or changing data is never stored by a cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  res.vary('Authorization');
  next();
};

/**
 * Public reads answered to an anonymous visitor may be cached by browsers for a minute and by the
 * Hosting CDN for five; a signed-in caller's answer (which may include hidden items) never is.
 */
export function cacheForCaller(req: Request, res: Response) {
  res.set('Cache-Control', req.user ? 'private, no-store' : 'public, max-age=60, s-maxage=300');
}
