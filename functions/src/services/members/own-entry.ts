import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { MEMBER_TOPICS, type MemberTopic, type TopicConsents } from '@roca/contract/mail';
import type { Member } from '@roca/contract/members';
import { todayInVancouver } from '@roca/contract/days';
import { currentMembershipYear } from '@roca/contract/membership';
import { isNotFound } from '../../lib/firestore-errors';
import { runStaffTransaction, writeStaffChange, type MemberActor } from '../core';
import { memberFromDoc, memberNotFound, membersCollection } from './members';

/**
 * A member's own entry of the register, as My membership reads and changes it (docs/members.md,
 * "My membership"). Each change goes through the one path of every change (writeStaffChange),
 * recorded as the member's own: the audit log keeps it before and after, which is the entry's
 * history staff see. The member reaches only their own entry: the portal passes the id of the
 * session's member, never one from the request.
 */

/** Where My membership records a choice the member made there. */
const PORTAL_SOURCE = 'My membership';

/** The members on the register with this e-mail address: one, or a household sharing it. */
export async function membersWithEmail(email: string): Promise<{ id: string; firstName: string; lastName: string }[]> {
  const snap = await membersCollection().where('email', '==', email.toLowerCase()).get();
  return snap.docs
    .map((doc) => ({ id: doc.id, firstName: String(doc.get('firstName')), lastName: String(doc.get('lastName')) }))
    .sort((a, b) => a.firstName.localeCompare(b.firstName, 'en-CA') || a.id.localeCompare(b.id));
}

/** A member as the register's API answers them, with their standing this year; null when not on the register. */
export async function readMember(id: string): Promise<Member | null> {
  const doc = await membersCollection().doc(id).get();
  return doc.exists ? memberFromDoc(doc, currentMembershipYear()) : null;
}

/**
 * A change made within the transaction that uses a link (services/accounts/account-links.ts): the
 * link's `beforeWrites` (its used marker, whose create guards the link) is written after the
 * entry is read and before anything else, as the emulator's semantics ask (docs/decisions/001).
 */
export type InLinkTransaction = { tx: Transaction; beforeWrites: () => void };

/**
 * Changes the member's entry, as the member, in a transaction of its own or the link's; nothing
 * is written when nothing changes. Returns whether anything changed.
 */
async function changeOwnEntry(
  actor: MemberActor,
  change: (before: DocumentData) => DocumentData | null,
  inLink?: InLinkTransaction,
): Promise<boolean> {
  const ref = membersCollection().doc(actor.member);
  const work = async (tx: Transaction) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw memberNotFound();
    inLink?.beforeWrites();
    const changed = change(before);
    if (!changed) return false;
    writeStaffChange(tx, { actor, ref, before, after: { ...before, ...changed, updatedAt: Timestamp.now() } });
    return true;
  };
  return inLink ? work(inLink.tx) : runStaffTransaction(work);
}

const differs = (before: DocumentData, fields: DocumentData) =>
  Object.entries(fields).some(([key, value]) => (before[key] ?? '') !== value);

/** The member's name, postal address and phone, as they typed them. Returns whether anything changed. */
export function changeOwnDetails(
  actor: MemberActor,
  details: { firstName: string; lastName: string; address: string; phone: string },
): Promise<boolean> {
  return changeOwnEntry(actor, (before) => (differs(before, details) ? details : null));
}

/**
 * The member's e-mail address, once a link sent to the new one confirmed it: only while the entry
 * still has the address the change was asked from (`from`), so a confirmation cannot undo a later
 * change. Returns false when the entry moved on meanwhile.
 */
export async function changeOwnEmail(
  actor: MemberActor,
  { from, to }: { from: string; to: string },
  inLink: InLinkTransaction,
): Promise<boolean> {
  let current = true;
  await changeOwnEntry(
    actor,
    (before) => {
      current = String(before.email ?? '').toLowerCase() === from.toLowerCase();
      return current && from.toLowerCase() !== to.toLowerCase() ? { email: to.toLowerCase() } : null;
    },
    inLink,
  );
  return current;
}

/**
 * The member's e-mail choices: each member topic ticked or not, recorded as the member's own
 * consent (or withdrawal) with today's date and My membership as its source; a topic as it was
 * keeps its record. Returns whether anything changed.
 */
export function recordOwnTopics(actor: MemberActor, ticked: MemberTopic[]): Promise<boolean> {
  return changeOwnEntry(actor, (before) => {
    const stored = (before.mailTopics ?? {}) as TopicConsents;
    const date = todayInVancouver();
    const choices: TopicConsents = { ...stored };
    let changed = false;
    for (const topic of MEMBER_TOPICS) {
      const given = ticked.includes(topic);
      // A choice the member made before stays as recorded; the register's old consent, which counted
      // until a choice per topic was stored (topicConsentsOf), gives way to the member's own.
      if (stored[topic]?.given === given) continue;
      choices[topic] = { given, date, source: PORTAL_SOURCE };
      changed = true;
    }
    return changed ? { mailTopics: choices } : null;
  });
}

/**
 * When the member last used My membership, for staff (the register shows it). Not a change of
 * the entry: no audit entry, and the audit log ignores the field. A member deleted meanwhile is
 * nothing to record.
 */
export async function recordPortalUse(memberId: string, at = new Date()): Promise<void> {
  await membersCollection()
    .doc(memberId)
    .update({ portalLastUsedAt: Timestamp.fromDate(at) })
    .catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
}
