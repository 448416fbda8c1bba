import express from 'express';
import { LIMITS } from '@roca/contract';
import { CONTENT_LIST_TYPES, ITEM_KINDS, type ItemType } from '@roca/contract/item-kinds';
import { noStore } from './lib/cache';
import { errorMiddleware, notFound } from './lib/http-errors';
import { limitBody, requireJsonBody } from './middleware/body';
import { accountLinkRouters } from './routes/account-links';
import { analyticsRouter } from './routes/analytics';
import { attachmentsRouter } from './routes/attachments';
import { auditRouter } from './routes/audit';
import { calendarFeedRouter } from './routes/calendar-feed';
import { contentItemsRouter } from './routes/content-items';
import { developmentsRouter } from './routes/developments';
import { eventsRouter } from './routes/events';
import { executiveRouter } from './routes/executive';
import { handoversRouter, keyHoldersRouter } from './routes/handovers';
import { formPagesRouter } from './routes/form-pages';
import { importRouter } from './routes/import';
import { inboxRouter } from './routes/inbox';
import { invitationsRouter } from './routes/invitations';
import { loginRouter } from './routes/login';
import { mailRouter } from './routes/mail';
import { joinPagesRouter } from './routes/join-pages';
import { joinsRouter } from './routes/joins';
import { mailPagesRouter } from './routes/mail-pages';
import { memberImportRouter } from './routes/member-import';
import { membersRouter } from './routes/members';
import { objectsRouter } from './routes/objects';
import { publishStatusRouter } from './routes/publish-status';
import { siteFilesRouter } from './routes/site-files';
import { siteSettingsRouter } from './routes/site-settings';
import { paypalWebhookRouter } from './routes/paypal-webhook';
import { portalPagesRouter } from './routes/portal-pages';
import { signupPagesRouter } from './routes/signup-pages';
import { signupsRouter } from './routes/signups';
import { subscribersRouter } from './routes/subscribers';
import { usersRouter } from './routes/users';

/** Where a kind of item's routes are mounted in the /api router: its route (contract/src/item-kinds.ts) below /api. */
const pathOf = (type: ItemType) => ITEM_KINDS[type].route.slice('/api'.length);

/** The Express app behind the `api` function: every route of docs/requirements.md, API lives under /api. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Before the JSON parser: uploaded files of any type arrive there as raw streams.
  app.use('/api/objects', objectsRouter);
  // Before the JSON parser too: an import's body may be larger than other calls' (routes/import.ts).
  app.use(`${ITEM_KINDS.development.route}/import`, importRouter);
  // And the payment provider's CSV, which is not JSON (routes/member-import.ts).
  app.use(`${ITEM_KINDS.member.route}/import-payments`, memberImportRouter);
  // Every other call: a body over the limit or not JSON is refused before any route runs, even
  // when the platform has parsed it already (middleware/body.ts).
  app.use('/api', limitBody(LIMITS.jsonBodyBytes), requireJsonBody);
  app.use(express.json({ limit: LIMITS.jsonBodyBytes }));

  const api = express.Router();
  api.use(noStore);
  api.use('/login', loginRouter);
  api.use(`${pathOf('development')}/:id/attachments`, attachmentsRouter);
  api.use(pathOf('development'), developmentsRouter);
  api.use(pathOf('event'), eventsRouter);
  api.use(pathOf('user'), usersRouter);
  // Staff accounts (docs/decisions/017): the links e-mailed to staff, invitations, the AGM handover.
  const links = accountLinkRouters();
  api.use('/password-reset', links.passwordReset);
  api.use('/recovery-email', links.recoveryEmail);
  // The invitee's own calls, with the link's code instead of a session, then the staff's.
  api.use(pathOf('invitation'), links.invitation, invitationsRouter);
  api.use(pathOf('handover'), handoversRouter);
  api.use(pathOf('keyHolder'), keyHoldersRouter);
  api.use('/analytics', analyticsRouter());
  api.use('/audit', auditRouter);
  // The site's content staff edit (docs/content.md).
  api.use(pathOf('siteSettings'), siteSettingsRouter);
  api.use(pathOf('executive'), executiveRouter);
  for (const type of ['calendarEvent', ...CONTENT_LIST_TYPES] as const) api.use(pathOf(type), contentItemsRouter(type));
  api.use(pathOf('siteFile'), siteFilesRouter);
  api.use('/publish-status', publishStatusRouter);
  api.use(pathOf('member'), membersRouter);
  api.use('/mail', mailRouter);
  api.use('/joins', joinsRouter);
  api.use('/paypal', paypalWebhookRouter);
  api.use('/subscribers', subscribersRouter);
  // What residents write through the public forms (docs/inbox.md).
  api.use(pathOf('inboxItem'), inboxRouter);
  api.use(pathOf('signup'), signupsRouter);
  api.use(() => {
    throw notFound('No such API route');
  });

  app.use('/api', api);
  app.use(calendarFeedRouter);
  // The pages behind the links in every bulk message (docs/mail.md, "Unsubscribe"): HTML forms, not the API.
  app.use('/mail', mailPagesRouter());
  // The join form and PayPal's return (docs/members.md, "Joining online"): a form and pages too.
  app.use('/membership', joinPagesRouter());
  // My membership (docs/members.md): a member's own pages, signed in with a link by e-mail.
  app.use('/my-membership', portalPagesRouter());
  // The public contact forms (docs/inbox.md, "The forms"): forms and pages too.
  app.use('/forms', formPagesRouter());
  // The calendar's sign-up form and the page of a sign-up's link (docs/signups.md): forms and pages too.
  app.use('/signup', signupPagesRouter());
  app.use(errorMiddleware);
  return app;
}
