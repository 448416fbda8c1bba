import type { DocumentData } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { messagePage, type PageAnswer, type PortalHomePage } from '@roca/contract/function-pages';
import { fieldErrorsOf } from '@roca/contract/errors';
import { LIMITS } from '@roca/contract/limits';
import { HOUR_MS, todayInVancouver } from '@roca/contract/days';
import { linkCheckInput } from '@roca/contract/account-links';
import { memberDetailsInput, memberRequestInput, memberTopicsInput } from '@roca/contract/portal';
import { MEMBER_REQUESTS, portalEmailPath } from '@roca/contract/portal-choices';
import { maskEmail } from '@roca/contract/staff-accounts';
import { badRequest, notFound } from '../../lib/http-errors';
import { createLink, markUsed, openLink, useLink, type LinkRefusals } from '../accounts';
import { readSiteSettings } from '../content';
import { createInboxItem } from '../inbox';
import { resendReceipt } from '../joins';
import { composeMessage, queueMail } from '../mail';
import { changeOwnDetails, changeOwnEmail, readMember, recordOwnTopics } from '../members';
import { dateInWords, homePage } from './pages';
import { notePendingEmail, type MemberSession } from './sessions';
import { db } from '../../lib/firebase';

/**
 * What a member changes in My membership (docs/members.md, "My membership"): each is a form on the
 * member's page, posted to the function, which answers with the page again, saying what it did
 * or showing the form as sent with each error beside its field. Every change is the session's
 * member's own: no form names a member.
 */

type Form = Record<string, unknown>;

/** The form's fields that take one value: a field sent twice counts as its first. */
const singleValues = (form: Form, keep: string[] = []) =>
  Object.fromEntries(Object.entries(form).map(([key, value]) => [key, Array.isArray(value) && !keep.includes(key) ? value[0] : value]));

/** The form checked with its schema, or its errors by field, as the API names them. */
function checkForm<S extends z.ZodType>(schema: S, form: Form): { data: z.output<S> } | { errors: Record<string, string> } {
  const parsed = schema.safeParse(form);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrorsOf(parsed.error) };
}

/** The form sent back with its errors, as sent (text only), on the member's page. */
const refusedForm = (
  session: MemberSession,
  which: NonNullable<PortalHomePage['refused']>['form'],
  form: Form,
  errors: Record<string, string>,
) =>
  homePage(session, {
    status: 400,
    refused: {
      form: which,
      values: Object.fromEntries(
        Object.entries(form).flatMap(([key, value]): [string, string | string[]][] =>
          typeof value === 'string'
            ? [[key, value.slice(0, LIMITS.memberRequestText)]]
            : Array.isArray(value)
              ? [[key, value.map(String)]]
              : [],
        ),
      ),
      errors,
    },
  });

const EMAIL_REFUSALS: LinkRefusals = {
  invalid: 'This confirmation link is not valid: it may be cut short or changed. Open it again from the e-mail.',
  used: 'This confirmation link has been used already: the address was confirmed.',
  expired: `This confirmation link has expired: links work for ${LIMITS.memberEmailLinkHours} hours. Change the address again in My membership.`,
};

/**
 * POST /my-membership/details: the name, postal address and phone change at once; a new e-mail
 * address gets a link to confirm it, and replaces the old one only then.
 */
export async function saveDetails(session: MemberSession, form: Form): Promise<PageAnswer> {
  const sent = singleValues(form);
  const checked = checkForm(memberDetailsInput, sent);
  if ('errors' in checked) return refusedForm(session, 'details', sent, checked.errors);
  const { email, ...details } = checked.data;
  const changed = await changeOwnDetails({ member: session.memberId }, { ...details, phone: details.phone ?? '' });
  const member = await readMember(session.memberId);
  const current = member?.email ?? '';
  const newEmail = email.toLowerCase() !== current.toLowerCase();
  if (newEmail) {
    await sendEmailConfirmation(session, current, email.toLowerCase());
    session.pendingEmail = email.toLowerCase();
  }
  const said = [
    changed ? 'Your details are saved.' : newEmail ? null : 'Nothing was changed: your details were already as sent.',
    newEmail
      ? `To change your e-mail address, open the link we just sent to ${maskEmail(email)} within ${LIMITS.memberEmailLinkHours} hours. Until then we keep writing to the address on file.`
      : null,
  ].filter(Boolean);
  return homePage(session, { outcome: said.join(' ') });
}

/** A link to the new address, which replaces the old one when its button is pressed. */
async function sendEmailConfirmation(session: MemberSession, from: string, to: string) {
  const { url } = await db.runTransaction(async (tx) =>
    createLink(tx, 'member-email', { memberId: session.memberId, from, to }, LIMITS.memberEmailLinkHours * HOUR_MS),
  );
  await notePendingEmail(session, to);
  const settings = await readSiteSettings();
  const message = composeMessage(
    {
      subject: `Confirm your new e-mail address for ${settings.associationName}`,
      body: [
        'Hello,',
        `This address was given in My membership as the new e-mail address of a member of ${settings.associationName}. Confirm it with the link below (it works once, for ${LIMITS.memberEmailLinkHours} hours); until then the register keeps the address it had.`,
        'If you did not ask for this, ignore this message: nothing changes.',
      ],
      action: { label: 'Confirm this address', url, once: true },
    },
    { lane: 'transactional', to, recipient: `members/${session.memberId}` },
    settings,
  );
  await queueMail([message]);
}

function emailCode(token: string) {
  if (!linkCheckInput.safeParse({ token }).success) throw badRequest(EMAIL_REFUSALS.invalid);
  return token;
}

/** GET /my-membership/email/{token}: the new address and the button that confirms it; nothing changes. */
export async function confirmEmailPage(token: string): Promise<PageAnswer> {
  const link = await openLink('member-email', emailCode(token), EMAIL_REFUSALS);
  return {
    status: 200,
    page: {
      kind: 'portal-confirm-email',
      title: 'Confirm your new e-mail address',
      description: 'Confirm the new e-mail address of your membership.',
      action: portalEmailPath(token),
      maskedEmail: maskEmail(link.data.to),
    },
  };
}

/**
 * POST /my-membership/email/{token}: the new address replaces the old one on the register (in the
 * audit log as the member's own change), and the old address is told, with how to undo it. A link
 * for an entry whose address changed since it was sent does nothing.
 */
export async function confirmEmail(token: string): Promise<PageAnswer> {
  const code = emailCode(token);
  let data: DocumentData = {};
  const current = await useLink(EMAIL_REFUSALS, async (tx) => {
    const link = await openLink('member-email', code, EMAIL_REFUSALS, tx);
    data = link.data;
    return changeOwnEmail(
      { member: link.data.memberId },
      { from: link.data.from, to: link.data.to },
      { tx, beforeWrites: () => markUsed(tx, link) },
    );
  });
  if (!current) {
    return {
      status: 409,
      page: messagePage('This change no longer applies', [
        'The e-mail address of this membership changed after the link was sent, so nothing was changed. Sign in to My membership to see the address on file.',
      ]),
    };
  }
  if (data.from) await tellOldAddress(data.memberId, data.from, data.to);
  return {
    status: 200,
    page: messagePage('Your e-mail address is changed', [
      `From now on the association writes to ${maskEmail(data.to)}. We told the old address of the change.`,
    ]),
  };
}

/** The old address hears of the change, so a change nobody asked for does not go unnoticed. */
async function tellOldAddress(memberId: string, from: string, to: string) {
  const settings = await readSiteSettings();
  const message = composeMessage(
    {
      subject: `The e-mail address of your ${settings.associationName} membership was changed`,
      body: [
        'Hello,',
        `The e-mail address of your membership of ${settings.associationName} was changed in My membership to ${maskEmail(to)}, and confirmed from that mailbox. From now on the association writes there.`,
        `If you did not ask for this, write to ${settings.email} at once and we will put it back.`,
      ],
    },
    { lane: 'transactional', to: from, recipient: `members/${memberId}` },
    settings,
  );
  await queueMail([message]);
}

/** POST /my-membership/topics: the e-mail choices, recorded as the member's own consent with date and source. */
export async function saveTopics(session: MemberSession, form: Form): Promise<PageAnswer> {
  const checked = checkForm(memberTopicsInput, form);
  if ('errors' in checked) return refusedForm(session, 'topics', form, checked.errors);
  const changed = await recordOwnTopics({ member: session.memberId }, checked.data.topics);
  return homePage(session, {
    outcome: changed ? 'Your e-mail choices are saved.' : 'Nothing was changed: your e-mail choices were already as sent.',
  });
}

/** POST /my-membership/receipts/{paymentId}: the receipt of one of the member's own payments, again; another's is 404. */
export async function sendReceiptAgain(session: MemberSession, paymentId: string): Promise<PageAnswer> {
  const result = await resendReceipt(session.memberId, paymentId);
  if (result === 'not-found') throw notFound('No such payment in your membership');
  return homePage(session, {
    outcome:
      result === 'queued'
        ? 'The receipt is on its way to your e-mail address.'
        : 'This receipt was e-mailed to you today already: look in your spam folder, or ask again tomorrow.',
  });
}

/**
 * POST /my-membership/request: a correction or a deletion request becomes an inbox item of the
 * privacy kind for the Membership position, due by PIPA's period (the inbox's settings), and the
 * member gets its acknowledgement with the reference.
 */
export async function askForCorrection(session: MemberSession, form: Form): Promise<PageAnswer> {
  const sent = singleValues(form);
  const checked = checkForm(memberRequestInput, sent);
  if ('errors' in checked) return refusedForm(session, 'request', sent, checked.errors);
  const member = await readMember(session.memberId);
  if (!member) throw notFound('No such member');
  const { reference, dueAt } = await createInboxItem({
    kind: 'privacy',
    position: 'Membership',
    sender: { name: `${member.firstName} ${member.lastName}`, email: member.email ?? session.email },
    message: checked.data.details,
    details: [
      { label: 'Request', value: MEMBER_REQUESTS[checked.data.request] },
      { label: 'Sent from', value: 'My membership, signed in with a link to the address on the register' },
    ],
    // Whose request it is, for the member's download of their data (a household shares an address).
    fields: { memberId: member.id },
    sourcePage: '/my-membership',
  });
  return homePage(session, {
    outcome: `Your request ${reference} is with the association's Membership position, which answers by ${dateInWords(todayInVancouver(dueAt))} at the latest. A confirmation with the reference is on its way by e-mail.`,
  });
}
