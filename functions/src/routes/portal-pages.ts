import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { messagePage } from '@roca/contract/function-pages';
import { HOUR_MS, todayInVancouver } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { MEMBER_SESSION, PORTAL_PATHS } from '@roca/contract/portal-choices';
import { cookieValue } from '../lib/cookies';
import { limitBody } from '../middleware/body';
import { limitPerClient } from '../middleware/client-limits';
import { formOf, pageErrors, sendPage } from '../middleware/function-pages';
import { FUNCTION_PAGE_HEADERS, renderDataDocument } from '../services/publishing';
import { renewalPageForMember } from '../services/joins';
import {
  askForCorrection,
  confirmEmail,
  confirmEmailPage,
  currentSession,
  dataPage,
  endSession,
  homePage,
  memberData,
  requestSignInLink,
  saveDetails,
  saveTopics,
  sendReceiptAgain,
  signInLinkPage,
  signInPage,
  switchMember,
  useSignInLink,
  type MemberSession,
} from '../services/portal';

/**
 * My membership (docs/members.md, "My membership"; docs/decisions/022): /my-membership and
 * /my-membership/**, which Hosting rewrites here. Pages, not the API: GET shows, each button is a
 * plain form POST (application/x-www-form-urlencoded), the answer is the next page. A member
 * session is the cookie MEMBER_SESSION.cookieName on this path only; nothing here reads a staff
 * token, and no /api route reads this cookie.
 */
const FORM_BYTES = 16_384;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

type WithSession = Request & { memberSession?: MemberSession | null };

export function portalPagesRouter() {
  const router = Router();
  router.use(refuseCrossSitePosts);
  router.use(limitBody(FORM_BYTES), express.urlencoded({ extended: false, limit: FORM_BYTES, parameterLimit: 20 }));
  router.use(readSession);

  router.get('/', async (req: WithSession, res) => {
    await sendPage(res, req.memberSession ? await homePage(req.memberSession) : { status: 200, page: signInPage({ state: 'ask' }) });
  });
  // Asking for a link and using one need no session. Each client may ask so often, counted in
  // Firestore across instances; each mailbox is capped by the service, with the same answer.
  const linkLimit = limitPerClient(
    'member-sign-in-link',
    { perHour: LIMITS.memberLinksPerClientPerHour },
    {
      heading: 'Too many sign-in links asked for from here',
      paragraphs: ['Nothing was sent. Use a link already sent, or wait an hour and ask again.'],
    },
  );
  router.post('/sign-in', linkLimit, async (req, res) => {
    await sendPage(res, await requestSignInLink(formOf(req)));
  });
  router.get('/sign-in/:token', async (req, res) => {
    await sendPage(res, await signInLinkPage(String(req.params.token)));
  });
  router.post('/sign-in/:token', async (req, res) => {
    const sessionId = await useSignInLink(String(req.params.token), formOf(req));
    res.cookie(MEMBER_SESSION.cookieName, sessionId, {
      httpOnly: true,
      secure: true,
      // Strict: no other site's page can make the browser send it (a form posted from elsewhere arrives signed out).
      sameSite: 'strict',
      path: MEMBER_SESSION.cookiePath,
      maxAge: MEMBER_SESSION.absoluteHours * HOUR_MS,
    });
    res.redirect(303, PORTAL_PATHS.home);
  });
  router.get('/email/:token', async (req, res) => {
    await sendPage(res, await confirmEmailPage(String(req.params.token)));
  });
  router.post('/email/:token', async (req, res) => {
    await sendPage(res, await confirmEmail(String(req.params.token)));
  });

  // The member's own pages and forms: a session, or the sign-in form saying why.
  const member = Router();
  member.use(requireSession);
  member.post('/details', async (req: WithSession, res) => {
    await sendPage(res, await saveDetails(req.memberSession!, formOf(req)));
  });
  member.post('/topics', async (req: WithSession, res) => {
    await sendPage(res, await saveTopics(req.memberSession!, formOf(req)));
  });
  member.post('/request', async (req: WithSession, res) => {
    await sendPage(res, await askForCorrection(req.memberSession!, formOf(req)));
  });
  member.post('/receipts/:paymentId', async (req: WithSession, res) => {
    await sendPage(res, await sendReceiptAgain(req.memberSession!, String(req.params.paymentId)));
  });
  member.post('/switch', async (req: WithSession, res) => {
    const chosen = formOf(req).member;
    await switchMember(req.memberSession!, typeof chosen === 'string' ? chosen : '');
    res.redirect(303, PORTAL_PATHS.home);
  });
  member.post('/sign-out', async (req: WithSession, res) => {
    await endSession(req.memberSession!);
    clearSessionCookie(res);
    const notice = 'You are signed out. Close this page, or sign in again with a new link.';
    await sendPage(res, { status: 200, page: signInPage({ state: 'ask', notice }) });
  });
  member.get('/renew', async (req: WithSession, res) => {
    const answer = await renewalPageForMember(req.memberSession!.memberId);
    if (!answer) return res.redirect(303, '/membership');
    return sendPage(res, answer);
  });
  member.get('/data', async (req: WithSession, res) => {
    await sendPage(res, { status: 200, page: await dataPage(req.memberSession!.memberId) });
  });
  member.get('/data.json', async (req: WithSession, res) => {
    const data = await memberData(req.memberSession!.memberId);
    res
      .set(FUNCTION_PAGE_HEADERS)
      .type('application/json')
      .attachment(downloadName('json'))
      .send(`${JSON.stringify(data, null, 2)}\n`);
  });
  member.get('/data.html', async (req: WithSession, res) => {
    const page = await dataPage(req.memberSession!.memberId);
    res
      .set(FUNCTION_PAGE_HEADERS)
      .attachment(downloadName('html'))
      .send(await renderDataDocument(page));
  });
  router.use(member);

  router.use((_req, res) => {
    void sendPage(res, { status: 404, page: messagePage('Page Not Found', ['There is no such page in My membership.']) });
  });
  router.use(
    pageErrors({
      failed: 'Something went wrong',
      refused: 'This could not be done',
      afterwards: 'Nothing was changed. You can ask for a new sign-in link on My membership.',
    }),
  );
  return router;
}

const downloadName = (extension: string) => `my-membership-data-${todayInVancouver()}.${extension}`;

function clearSessionCookie(res: Response) {
  res.clearCookie(MEMBER_SESSION.cookieName, { httpOnly: true, secure: true, sameSite: 'strict', path: MEMBER_SESSION.cookiePath });
}

/** The member session of the cookie, if alive; a cookie of an ended session is cleared. */
async function readSession(req: WithSession, res: Response, next: NextFunction) {
  const id = cookieValue(req, MEMBER_SESSION.cookieName, SESSION_ID);
  try {
    req.memberSession = await currentSession(id);
  } catch (err) {
    return next(err);
  }
  if (id && !req.memberSession) clearSessionCookie(res);
  next();
}

/** The member's own pages need a session: without one, the sign-in form says why (401). */
function requireSession(req: WithSession, res: Response, next: NextFunction) {
  if (req.memberSession) return next();
  const notice = 'You are not signed in, or your session has ended. Sign in again with a link by e-mail; nothing was changed.';
  void sendPage(res, { status: 401, page: signInPage({ state: 'ask', notice }) });
}

/**
 * The session cookie is SameSite=Strict already; as a second guard, a form another site's page
 * posts here (a browser says so in Sec-Fetch-Site) is refused before it is read.
 */
function refuseCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'POST' || req.headers['sec-fetch-site'] !== 'cross-site') return next();
  const page = messagePage('This form was not sent from this site', ['Nothing was changed. Open My membership and use its own buttons.']);
  void sendPage(res, { status: 403, page });
}
