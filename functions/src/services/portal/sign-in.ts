import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { linkCheckInput } from '@roca/contract/account-links';
import type { PageAnswer } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { mailAddress } from '@roca/contract/mail';
import { DAY_MS, HOUR_MS, MINUTE_MS, todayInVancouver } from '@roca/contract/days';
import { memberChoice } from '@roca/contract/portal';
import { portalLinkPath, PORTAL_FIELDS } from '@roca/contract/portal-choices';
import { FUNCTIONS_REGION } from '@roca/contract/site';
import { maskEmail } from '@roca/contract/staff-accounts';
import { claimCountedSlot } from '../../lib/counted-slots';
import { COLLECTIONS, db, functionsAdmin } from '../../lib/firebase';
import { badRequest, gone, notFound } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { createLink, markUsed, openLink, useLink, type LinkRefusals } from '../accounts';
import { readSiteSettings } from '../content';
import { composeMessage, queueMail } from '../mail';
import { membersWithEmail, recordPortalUse } from '../members';
import { signInPage } from './pages';
import { startSession } from './sessions';

/**
 * Signing in to My membership with a link by e-mail (docs/members.md, "My membership";
 * docs/decisions/022). The member types their address; the answer is always "Check your e-mail",
 * and the request does the same work whether or not the address is on the register: it counts the
 * caps, stores the request and queues a task. The task (`sendMemberSignInLink`, index.ts) looks
 * the address up, and only if members have it, sends a link that works once, for
 * LIMITS.memberSignInLinkMinutes. Opening the link changes nothing (link scanners open links); its
 * button signs in.
 */

const requests = () => db.collection(COLLECTIONS.memberLinkRequests);
const SIGN_IN_QUEUE = `locations/${FUNCTIONS_REGION}/functions/sendMemberSignInLink`;
/** How long after the answer the lookup starts: the answer is on its way by then. */
const TASK_DELAY_SECONDS = 1;
/** A request its task has not taken by then is dropped by the retention job. */
const REQUEST_KEEP_MS = HOUR_MS;

const REFUSALS: LinkRefusals = {
  invalid: 'This sign-in link is not valid: it may be cut short or changed. Open it again from the e-mail, or ask for a new one.',
  used: 'This sign-in link has been used already: each link works once. Ask for a new one to sign in again.',
  expired: `This sign-in link has expired: links work for ${LIMITS.memberSignInLinkMinutes} minutes. Ask for a new one.`,
};

/** The one answer to every request the caps let through, whatever the address. */
const CHECK_YOUR_EMAIL: PageAnswer = { status: 200, page: signInPage({ state: 'sent' }) };

/**
 * POST /my-membership/sign-in. Refused with the form (400) only for what no address could be: a
 * missing, over-long or multi-line address, or fields the form does not have. An address that is
 * not well formed, a filled honeypot, or an address past its caps gets the same answer as any
 * other, and nothing is sent. The route holds each client to its own limit first (429, which says
 * nothing about the address).
 */
export async function requestSignInLink(form: Record<string, unknown>, now = new Date()): Promise<PageAnswer> {
  const email = typeof form.email === 'string' ? form.email.trim() : '';
  const refusal = formRefusal(form, email);
  if (refusal) return { status: 400, page: signInPage({ state: 'ask', email: email.slice(0, LIMITS.email), errors: refusal }) };

  // Nothing is sent to an address that is not well formed, nor for a bot that filled the honeypot:
  // the same answer, with nothing stored.
  const parsed = mailAddress.safeParse(email);
  if (!parsed.success || (typeof form.website === 'string' && form.website !== '')) return CHECK_YOUR_EMAIL;

  const hour = Math.floor(now.getTime() / HOUR_MS);
  const forgetAt = new Date(now.getTime() + 2 * DAY_MS);
  const claim = (series: string, limit: number) => claimCountedSlot(COLLECTIONS.memberLinkClaims, series, limit, { now, forgetAt });
  // Keyed by a hash of the address, never the address itself; counted whether or not it is a member's.
  const mailbox = sha256Hex(`member-link:${parsed.data.toLowerCase()}`);
  const withinCaps = await Promise.all([
    claim(`address-${mailbox}-${hour}`, LIMITS.memberLinksPerAddressPerHour),
    claim(`address-${mailbox}-${todayInVancouver(now)}`, LIMITS.memberLinksPerAddressPerDay),
  ]);
  if (!withinCaps.every(Boolean)) return CHECK_YOUR_EMAIL;

  // The same work for every address: the lookup is the task's, which starts a moment after this
  // answer has gone, so not even a machine the task shares (the emulators) slows a member's answer.
  const ref = requests().doc();
  await ref.create({
    email: parsed.data.toLowerCase(),
    at: Timestamp.fromDate(now),
    forgetAt: Timestamp.fromMillis(now.getTime() + REQUEST_KEEP_MS),
  });
  await functionsAdmin
    .taskQueue(SIGN_IN_QUEUE)
    .enqueue({ id: ref.id }, { scheduleDelaySeconds: TASK_DELAY_SECONDS, dispatchDeadlineSeconds: 60 })
    .catch((err: Error) => logger.warn('could not queue a member sign-in link task', { error: err.name }));
  return CHECK_YOUR_EMAIL;
}

/** What makes the form itself wrong, whatever the address: field -> message; null when it can be taken. */
function formRefusal(form: Record<string, unknown>, email: string): Partial<Record<'email' | 'form', string>> | null {
  const unknown = Object.keys(form).filter((key) => key !== PORTAL_FIELDS.email && key !== PORTAL_FIELDS.honeypot);
  if (unknown.length > 0)
    return { form: `The form had fields it does not have (${unknown[0].slice(0, 40)}): please send it from this page.` };
  if (Array.isArray(form.email) || Array.isArray(form.website))
    return { form: 'The form had a field twice: please send it from this page.' };
  if (email === '') return { email: 'Please enter your e-mail address.' };
  if (/[\r\n]/.test(email)) return { email: 'The e-mail address must be one line (no line breaks).' };
  if (email.length > LIMITS.email) return { email: `The e-mail address must be at most ${LIMITS.email} characters.` };
  if (typeof form.website === 'string' && form.website.length > LIMITS.email) return { form: 'The form could not be sent.' };
  return null;
}

/**
 * The task of one request (`sendMemberSignInLink`): the members on the register with the address,
 * and if there are any, a link to them. The request is taken once (a counted slot of one, created
 * first), so a task the queue runs twice sends nothing twice; it is deleted once its link is queued
 * (or none is due), so no request left means every link asked for is in the outbox.
 */
export async function sendSignInLink(requestId: string): Promise<void> {
  if (!/^[A-Za-z0-9]{1,64}$/.test(requestId)) return;
  const ref = requests().doc(requestId);
  const email = (await ref.get()).get('email') as string | undefined;
  if (!email) return;
  const now = new Date();
  const forgetAt = new Date(now.getTime() + 2 * DAY_MS);
  if (!(await claimCountedSlot(COLLECTIONS.memberLinkClaims, `taken-${requestId}`, 1, { now, forgetAt }))) return;
  try {
    await mailSignInLink(email);
  } finally {
    await ref.delete();
  }
}

/** A sign-in link to the members on the register with this address, if there are any. */
async function mailSignInLink(email: string): Promise<void> {
  const members = await membersWithEmail(email);
  if (members.length === 0) return;
  const { url } = await db.runTransaction(async (tx) =>
    createLink(tx, 'member-sign-in', { email, memberIds: members.map((m) => m.id) }, LIMITS.memberSignInLinkMinutes * MINUTE_MS),
  );
  const settings = await readSiteSettings();
  const household =
    members.length > 1
      ? [`This address is on the register for ${members.length} members: the link lets you choose whose membership to look after.`]
      : [];
  const message = composeMessage(
    {
      subject: `Sign in to My membership at ${settings.associationName}`,
      body: [
        'Hello,',
        `Someone asked to sign in to My membership at ${settings.associationName} with this address. If it was you, open the link below and press the button. It works once, for ${LIMITS.memberSignInLinkMinutes} minutes.`,
        ...household,
        'If it was not you, ignore this message: nobody can sign in without the link.',
      ],
      action: { label: 'Open My membership', url, once: true },
    },
    // A household's link is for the mailbox, not one member of it.
    { lane: 'transactional', to: email, ...(members.length === 1 ? { recipient: `members/${members[0].id}` } : {}) },
    settings,
  );
  await queueMail([message]);
}

/** A link's code from the path, checked for its shape before anything is read. */
function linkCode(token: string): string {
  if (!linkCheckInput.safeParse({ token }).success) throw badRequest(REFUSALS.invalid);
  return token;
}

/** The members a link may still sign in: those it offered who still have its address. */
async function membersOfLink(data: DocumentData) {
  const offered = new Set<string>(data.memberIds ?? []);
  const members = (await membersWithEmail(data.email)).filter((m) => offered.has(m.id));
  if (members.length === 0)
    throw gone('This sign-in link no longer works: its address is no longer on the register. Write to the association.');
  return members;
}

/** GET /my-membership/sign-in/{token}: whom the link may sign in, a button each; nothing changes. */
export async function signInLinkPage(token: string): Promise<PageAnswer> {
  const link = await openLink('member-sign-in', linkCode(token), REFUSALS);
  const members = await membersOfLink(link.data);
  return {
    status: 200,
    page: {
      kind: 'portal-link',
      title: 'Sign in to My membership',
      description: 'Sign in to My membership with the link from your e-mail.',
      action: portalLinkPath(token),
      maskedEmail: maskEmail(link.data.email),
      members: members.map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}` })),
    },
  };
}

/**
 * POST /my-membership/sign-in/{token}: uses the link, once, and starts a session for the member
 * chosen, who must be one the link offered (404 otherwise, and the link stays unused). Returns
 * the session's id for the cookie.
 */
export async function useSignInLink(token: string, form: Record<string, unknown>): Promise<string> {
  const choice = memberChoice.safeParse({ member: form.member });
  if (!choice.success || Object.keys(form).some((key) => key !== PORTAL_FIELDS.member)) throw notFound('No such member for this link');
  const memberId = choice.data.member;
  const code = linkCode(token);
  const offered = await membersOfLink((await openLink('member-sign-in', code, REFUSALS)).data);
  if (!offered.some((m) => m.id === memberId)) throw notFound('No such member for this link');
  const sessionId = await useLink(REFUSALS, async (tx) => {
    const link = await openLink('member-sign-in', code, REFUSALS, tx);
    markUsed(tx, link);
    return startSession(tx, { memberId, memberIds: offered.map((m) => m.id), email: link.data.email });
  });
  await recordPortalUse(memberId);
  return sessionId;
}

/** The link requests their task never took, for the retention job. */
export async function forgetOldLinkRequests(now = new Date()): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  const [old, claims] = await Promise.all([
    requests().where('forgetAt', '<=', cutoff).get(),
    db.collection(COLLECTIONS.memberLinkClaims).where('forgetAt', '<=', cutoff).get(),
  ]);
  await Promise.all([...old.docs, ...claims.docs].map((doc) => doc.ref.delete()));
  return old.size + claims.size;
}
