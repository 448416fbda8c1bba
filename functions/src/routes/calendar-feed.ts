import { Router } from 'express';
import { buildCalendarFeed } from '../services/content';

/** GET /calendar.ics, reached through a Hosting rewrite so residents can subscribe to one URL. */
export const calendarFeedRouter = Router();

calendarFeedRouter.get('/calendar.ics', async (_req, res) => {
  const feed = await buildCalendarFeed();
  res.set({
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="roca-calendar.ics"',
    // Public: the same for everyone. Calendar apps poll; the CDN absorbs them for 15 minutes, and
    // every publish after a change clears the CDN (a Hosting release does). A browser keeps it a
    // minute, so a visitor sees a change as soon as the pages show it (docs/content.md).
    'Cache-Control': 'public, max-age=60, s-maxage=900',
  });
  res.send(feed);
});
