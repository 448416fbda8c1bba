import express, { Router, type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { logger } from 'firebase-functions';
import type { FunctionPage } from '@roca/contract/function-pages';
import { MEMBER_SESSION, PORTAL_PATHS } from '@roca/contract/portal';
import { HOUR_MS, todayInVancouver } from '@roca/contract/days';
import { clientAddress } from '../lib/client-ip';
import { cookieValue } from '../lib/cookies';
import { HttpError } from '../lib/http-errors';
import { limitBody } from '../middleware/body';
import { FUNCTION_PAGE_HEADERS, renderDataDocument, renderFunctionPage } from '../services/publishing';
import { renewalPageForMember } from '../services/joins';
import type { PageAnswer } from '../services/mail';
import {
  askForCorrection,
  confirmEmail,
  confirmEmailPage,
  currentSession,
  dataPage,
  endSession,
  homePage,
  memberData,
  messagePage,
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
 * My membership (docs/members.md, "My membership"; docs/decisions/021): /my-membership and
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

  router.get('/', (req: WithSession, res) =>
    req.memberSession ? homePage(req.memberSession).then(send(res)) : sendPage(res, 200, signInPage({ state: 'ask' })),
  );
  // Asking for a link and using one need no session.
  router.post('/sign-in', async (req, res) => {
    await requestSignInLink(formOf(req), ipKeyGenerator(clientAddress(req) ?? 'unknown')).then(send(res));
  });
  router.get('/sign-in/:token', async (req, res) => {
    await signInLinkPage(String(req.params.token)).then(send(res));
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
    await confirmEmailPage(String(req.params.token)).then(send(res));
  });
  router.post('/email/:token', async (req, res) => {
    await confirmEmail(String(req.params.token)).then(send(res));
  });

  // The member's own pages and forms: a session, or the sign-in form saying why.
  const member = Router();
  member.use(requireSession);
  member.post('/details', async (req: WithSession, res) => {
    await saveDetails(req.memberSession!, formOf(req)).then(send(res));
  });
  member.post('/topics', async (req: WithSession, res) => {
    await saveTopics(req.memberSession!, formOf(req)).then(send(res));
  });
  member.post('/request', async (req: WithSession, res) => {
    await askForCorrection(req.memberSession!, formOf(req)).then(send(res));
  });
  member.post('/receipts/:paymentId', async (req: WithSession, res) => {
    await sendReceiptAgain(req.memberSession!, String(req.params.paymentId)).then(send(res));
  });
  member.post('/switch', async (req: WithSession, res) => {
    const chosen = formOf(req).member;
    await switchMember(req.memberSession!, typeof chosen === 'string' ? chosen : '');
    res.redirect(303, PORTAL_PATHS.home);
  });
  member.post('/sign-out', async (req: WithSession, res) => {
    await endSession(req.memberSession!);
    clearSessionCookie(res);
    await sendPage(
      res,
      200,
      signInPage({ state: 'ask', notice: 'You are signed out. Close this page, or sign in again with a new link.' }),
    );
  });
  member.get('/renew', async (req: WithSession, res) => {
    const answer = await renewalPageForMember(req.memberSession!.memberId);
    if (!answer) return res.redirect(303, '/membership');
    return send(res)(answer);
  });
  member.get('/data', async (req: WithSession, res) => {
    await sendPage(res, 200, await dataPage(req.memberSession!.memberId));
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
    void sendPage(res, 404, messagePage('Page not found', 'Page Not Found', ['There is no such page in My membership.']));
  });
  router.use(pageOnError);
  return router;
}

const downloadName = (extension: string) => `my-membership-data-${todayInVancouver()}.${extension}`;

const formOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};

async function sendPage(res: Response, status: number, page: FunctionPage) {
  res
    .status(status)
    .set(FUNCTION_PAGE_HEADERS)
    .send(await renderFunctionPage(page));
}

const send = (res: Response) => (answer: PageAnswer) => sendPage(res, answer.status, answer.page);

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
  void sendPage(
    res,
    401,
    signInPage({
      state: 'ask',
      notice: 'You are not signed in, or your session has ended. Sign in again with a link by e-mail; nothing was changed.',
    }),
  );
}

/**
 * The session cookie is SameSite=Strict already; as a second guard, a form another site's page
 * posts here (a browser says so in Sec-Fetch-Site) is refused before it is read.
 */
function refuseCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'POST' || req.headers['sec-fetch-site'] !== 'cross-site') return next();
  void sendPage(
    res,
    403,
    messagePage('Not sent from this site', 'This form was not sent from this site', [
      'Nothing was changed. Open My membership and use its own buttons.',
    ]),
  );
}

/** A page, not JSON, for whatever goes wrong here, in the site's style: 4xx says what; 5xx says nothing of the cause. */
const pageOnError: ErrorRequestHandler = (err, _req, res, _next) => {
  const known = err instanceof HttpError;
  const status = known ? err.status : typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status >= 500) logger.error('member page failed', { error: err instanceof Error ? err.name : 'unknown' });
  const said = known && status < 500 ? err.message : status < 500 ? 'The request could not be read.' : 'Something went wrong on our side.';
  const heading =
    status === 404
      ? 'Not found'
      : status === 410 || status === 400
        ? 'This link does not work'
        : status >= 500
          ? 'Something went wrong'
          : 'This could not be done';
  void sendPage(
    res,
    status,
    messagePage(heading, heading, [said, 'Nothing was changed. You can ask for a new sign-in link on My membership.']),
  ).catch(() => res.status(status).type('text/plain').send(said));
};
