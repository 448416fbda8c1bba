import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Member, MemberInput, MembersSummary, Payment, VoterList } from '@roca/contract/members';
import { currentMembershipYear, inGoodStandingOn, statusForYear, tenPercentRoundedUp, type MemberStatus } from '@roca/contract/membership';
import { todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { comparable } from '../../lib/comparable';
import { notFound } from '../../lib/http-errors';
import { creationTimes, toIso } from '../../lib/timestamps';
import { type Actor, runStaffTransaction, writeStaffChange } from '../core';
import { mailTopicsAfterStaffEdit } from './member-topics';
import { transactionClaimOf, releaseTransactionClaims } from './transaction-claims';

/**
 * The register of members (docs/members.md). Each member's payments are stored inside the member's
 * document: a member, its payments and their audit entry change together, backups need no
 * subcollections, and restoring a deleted member brings its payments back with it.
 */
export const membersCollection = () => db.collection(COLLECTIONS.members);

export const memberNotFound = () => notFound('No member with this id');

/** A payment as stored: every field present, an absent reference as ''. */
export type StoredPayment = { id: string; date: string; amount: number; method: Payment['method']; reference: string; year: number };

export const storedPayments = (data: DocumentData | undefined): StoredPayment[] => (Array.isArray(data?.payments) ? data.payments : []);

/** Oldest first: the order a treasurer reads a ledger in. */
export const byDate = (a: StoredPayment, b: StoredPayment) => a.date.localeCompare(b.date) || a.year - b.year || a.id.localeCompare(b.id);

/**
 * Every editable field as stored, an empty optional one as '' (consent as null): each save writes
 * them all, so a field the editor cleared is cleared in the store too.
 */
export function storedMemberFields(input: MemberInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email?.toLowerCase() ?? '',
    phone: input.phone ?? '',
    address: input.address,
    category: input.category,
    isAdult: input.isAdult,
    joinedOn: input.joinedOn,
    consent: input.consent ? { given: input.consent.given, date: input.consent.date ?? '', source: input.consent.source ?? '' } : null,
    notes: input.notes ?? '',
  };
}

function paymentForApi(p: StoredPayment): Payment {
  return { id: p.id, date: p.date, amount: p.amount, method: p.method, ...(p.reference ? { reference: p.reference } : {}), year: p.year };
}

/** A stored member as the API answers, with its standing for `year`. */
function memberFromData(id: string, data: DocumentData, year: number): Member {
  const payments = storedPayments(data).sort(byDate);
  const status: MemberStatus = statusForYear(payments, year);
  const consent = data.consent as { given: boolean; date: string; source: string } | null;
  return {
    id,
    firstName: data.firstName,
    lastName: data.lastName,
    ...(data.email ? { email: data.email } : {}),
    ...(data.phone ? { phone: data.phone } : {}),
    address: data.address ?? '',
    category: data.category,
    isAdult: data.isAdult === true,
    joinedOn: data.joinedOn,
    ...(consent
      ? {
          consent: {
            given: consent.given,
            ...(consent.date ? { date: consent.date } : {}),
            ...(consent.source ? { source: consent.source } : {}),
          },
        }
      : {}),
    ...(data.notes ? { notes: data.notes } : {}),
    ...(data.mailTopics ? { mailTopics: data.mailTopics } : {}),
    payments: payments.map(paymentForApi),
    inGoodStanding: status === 'in-good-standing',
    status,
    createdAt: toIso(data.createdAt) ?? '',
    updatedAt: toIso(data.updatedAt) ?? '',
    ...(data.portalLastUsedAt ? { portalLastUsedAt: toIso(data.portalLastUsedAt)! } : {}),
  };
}

export const memberFromDoc = (doc: DocumentSnapshot, year: number) => memberFromData(doc.id, doc.data() ?? {}, year);

const byName = (a: Member, b: Member) =>
  a.lastName.localeCompare(b.lastName, 'en-CA', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en-CA', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

/** Every word of the search must appear in the member's name, e-mail or address. */
function matchesSearch(member: Member, q: string) {
  const words = comparable(q).split(' ').filter(Boolean);
  const haystack = comparable([member.firstName, member.lastName, member.email ?? '', member.address].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** GET /api/members: the register, sorted by last name, with each member's standing for `year`. */
export async function listMembers(query: { year: number; status?: MemberStatus; q?: string }): Promise<Member[]> {
  const snap = await membersCollection().get();
  return snap.docs
    .map((doc) => memberFromDoc(doc, query.year))
    .filter((m) => (!query.status || m.status === query.status) && (!query.q || matchesSearch(m, query.q)))
    .sort(byName);
}

/** Members on a day: those who had joined by then, or had paid for it by then. */
async function membersOn(date: string) {
  const snap = await membersCollection().get();
  return snap.docs
    .map((doc) => ({ doc, payments: storedPayments(doc.data()) }))
    .filter(({ doc, payments }) => doc.get('joinedOn') <= date || inGoodStandingOn(payments, date));
}

/** GET /api/members/summary: the counts every staff role may see, for a day (default today). */
export async function membersSummary(date = todayInVancouver()): Promise<MembersSummary> {
  const members = await membersOn(date);
  const voting = members.filter(({ payments }) => inGoodStandingOn(payments, date)).length;
  return {
    members: members.length,
    inGoodStanding: voting,
    quorum: tenPercentRoundedUp(voting),
    specialMeetingSupport: tenPercentRoundedUp(voting),
  };
}

/** GET /api/members/voters: the members in good standing on the day, by name. */
export async function voterList(date = todayInVancouver()): Promise<VoterList> {
  const year = Number(date.slice(0, 4));
  const members = await membersOn(date);
  const voters = members
    .filter(({ payments }) => inGoodStandingOn(payments, date))
    .map(({ doc }) => memberFromDoc(doc, year))
    .sort(byName);
  return { date, voters };
}

export async function createMember(actor: Actor, input: MemberInput): Promise<Member> {
  const ref = membersCollection().doc();
  await runStaffTransaction(async (tx) => {
    const fields = storedMemberFields(input);
    // The register's consent alone stands for every topic until a choice per topic is made.
    const mailTopics = input.mailTopics && mailTopicsAfterStaffEdit(undefined, fields.consent, input.mailTopics);
    writeStaffChange(tx, {
      actor,
      ref,
      before: null,
      after: { ...fields, ...(mailTopics ? { mailTopics } : {}), payments: [], ...creationTimes() },
    });
  });
  return memberFromDoc(await ref.get(), currentMembershipYear());
}

/** PUT replaces every editable field (a field left out is cleared); payments and createdAt stay. */
export async function updateMember(actor: Actor, id: string, input: MemberInput): Promise<Member> {
  const ref = membersCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw memberNotFound();
    const fields = storedMemberFields(input);
    const mailTopics = mailTopicsAfterStaffEdit(before, fields.consent, input.mailTopics);
    const after = {
      ...fields,
      // The member's own topic choices (docs/mail.md, "Consent") survive an edit of other fields.
      ...(mailTopics ? { mailTopics } : {}),
      payments: storedPayments(before),
      // When the member last used My membership: not a field staff edit.
      ...(before.portalLastUsedAt ? { portalLastUsedAt: before.portalLastUsedAt } : {}),
      createdAt: before.createdAt,
      updatedAt: Timestamp.now(),
    };
    writeStaffChange(tx, { actor, ref, before, after });
  });
  return memberFromDoc(await ref.get(), currentMembershipYear());
}

/** Deletes the member with its payments, and frees their PayPal transaction ids. */
export async function deleteMember(actor: Actor, id: string): Promise<void> {
  const ref = membersCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw memberNotFound();
    const claims = storedPayments(before).flatMap((p) => transactionClaimOf(p) ?? []);
    await releaseTransactionClaims(tx, id, claims);
    writeStaffChange(tx, { actor, ref, before, after: null });
  });
}
