import type { InvitationInput } from '@roca/contract/account-links';
import type { ReceivedMail } from '../../scripts/lib/smtp-inbox';
import { runStaffTransaction } from '../../functions/src/services/core';
import { newResetLink, usersCollection, writeInvitation, writeRecoveryEmailRequest } from '../../functions/src/services/accounts';

/**
 * The link of a message about a staff account (a password reset, an invitation, a recovery
 * e-mail to confirm), as the person would follow it: the page's path and the code in its
 * fragment. The same link is in the text and the HTML.
 */
export function accountLinkIn(mail: ReceivedMail, page: string) {
  const text = mail.parsed.text ?? '';
  const match = new RegExp(`https?://[^\\s/]+(${page.replaceAll('/', '\\/')})#([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`No link to ${page} in: ${text}`);
  if (!String(mail.parsed.html).includes(`${match[1]}#${match[2]}`)) throw new Error('The HTML part has another link than the text');
  return { path: `${match[1]}#${match[2]}`, token: match[2] };
}

const codeOf = (url: string) => url.slice(url.indexOf('#') + 1);

/** The code of a new reset link of this user (who has a recovery e-mail), made as the service makes it, with no message. */
export async function resetLinkOf(userId: string) {
  const link = await newResetLink(userId);
  if (!link) throw new Error('This user cannot get a reset link: give them a recovery e-mail first');
  return codeOf(link.url);
}

/** A pending invitation and the code of its link, made as the service makes them, with no message. */
export async function invitationWithLink(input: InvitationInput) {
  const written = await runStaffTransaction(async (tx) => writeInvitation(tx, 'system', input));
  return { id: written.ref.id, token: codeOf(written.url) };
}

/** The code of a link that confirms `email` as the user's recovery e-mail, with no message. */
export async function recoveryEmailLinkOf(userId: string, email: string) {
  return codeOf((await askForRecoveryEmail(userId, email)).url);
}

/** The code of the link that undoes giving `email` as the recovery e-mail of a user who has one, with no message. */
export async function recoveryEmailUndoLinkOf(userId: string, email: string) {
  const { undo } = await askForRecoveryEmail(userId, email);
  if (!undo) throw new Error('Nothing to undo: give this user a confirmed recovery e-mail first');
  return codeOf(undo);
}

function askForRecoveryEmail(userId: string, email: string) {
  const ref = usersCollection().doc(userId);
  return runStaffTransaction(async (tx) => writeRecoveryEmailRequest(tx, 'system', ref, (await tx.get(ref)).data()!, email));
}
