import express from 'express';
import { LIMITS } from '@roca/contract';
import { calendarEventInput } from '@roca/contract/content/calendar-events';
import { CONTENT_LIST_NAMES, CONTENT_LISTS } from '@roca/contract/content/lists';
import { noStore } from './lib/cache';
import { errorMiddleware, notFound } from './lib/http-errors';
import { limitBody, requireJsonBody } from './middleware/body';
import { passwordResetRouter, recoveryEmailRouter } from './routes/account-links';
import { analyticsRouter } from './routes/analytics';
import { attachmentsRouter } from './routes/attachments';
import { auditRouter } from './routes/audit';
import { calendarFeedRouter } from './routes/calendar-feed';
import { contentItemsRouter } from './routes/content-items';
import { developmentsRouter } from './routes/developments';
import { eventsRouter } from './routes/events';
import { executiveRouter } from './routes/executive';
import { handoversRouter, keyHoldersRouter } from './routes/handovers';
import { importRouter } from './routes/import';
import { invitationsRouter } from './routes/invitations';
import { loginRouter } from './routes/login';
import { mailRouter } from './routes/mail';
import { mailPagesRouter } from './routes/mail-pages';
import { memberImportRouter } from './routes/member-import';
import { membersRouter } from './routes/members';
import { objectsRouter } from './routes/objects';
import { publishStatusRouter } from './routes/publish-status';
import { siteFilesRouter } from './routes/site-files';
import { siteSettingsRouter } from './routes/site-settings';
import { usersRouter } from './routes/users';

/** The Express app behind the `api` function: every route of docs/requirements.md, API lives under /api. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Before the JSON parser: uploaded files of any type arrive there as raw streams.
  app.use('/api/objects', objectsRouter);
  // Before the JSON parser too: an import's body may be larger than other calls' (routes/import.ts).
  app.use('/api/developments/import', importRouter);
  // And the payment provider's CSV, which is not JSON (routes/member-import.ts).
  app.use('/api/members/import-payments', memberImportRouter);
  // Every other call: a body over the limit or not JSON is refused before any route runs, even
  // when the platform has parsed it already (middleware/body.ts).
  app.use('/api', limitBody(LIMITS.jsonBodyBytes), requireJsonBody);
  app.use(express.json({ limit: LIMITS.jsonBodyBytes }));

  const api = express.Router();
  api.use(noStore);
  api.use('/login', loginRouter);
  api.use('/developments/:id/attachments', attachmentsRouter);
  api.use('/developments', developmentsRouter);
  api.use('/events', eventsRouter);
  api.use('/users', usersRouter);
  // Staff accounts (docs/decisions/017): the links e-mailed to staff, invitations, the AGM handover.
  api.use('/password-reset', passwordResetRouter);
  api.use('/recovery-email', recoveryEmailRouter);
  api.use('/invitations', invitationsRouter);
  api.use('/handovers', handoversRouter);
  api.use('/key-holders', keyHoldersRouter);
  api.use('/analytics', analyticsRouter());
  api.use('/audit', auditRouter);
  // The site's content staff edit (docs/content.md).
  api.use('/site-settings', siteSettingsRouter);
  api.use('/executive', executiveRouter);
  api.use('/calendar-events', contentItemsRouter('calendar-events', calendarEventInput));
  for (const list of CONTENT_LIST_NAMES) api.use(`/content/${list}`, contentItemsRouter(list, CONTENT_LISTS[list]));
  api.use('/site-files', siteFilesRouter);
  api.use('/publish-status', publishStatusRouter);
  api.use('/members', membersRouter);
  api.use('/mail', mailRouter);
  api.use(() => {
    throw notFound('No such API route');
  });

  app.use('/api', api);
  app.use(calendarFeedRouter);
  // The pages behind the links in every bulk message (docs/mail.md, "Unsubscribe"): HTML forms, not the API.
  app.use('/mail', mailPagesRouter);
  app.use(errorMiddleware);
  return app;
}
