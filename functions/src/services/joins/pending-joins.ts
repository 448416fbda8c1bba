import { randomInt } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { JOIN_REFERENCE_ALPHABET, type JoinInput, type PendingJoin } from '@roca/contract/joins';
import { currentMembershipYear } from '@roca/contract/membership';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { toIso } from '../../lib/timestamps';
import { joinSettings } from '../content';

/**
 * Pending joins (docs/members.md, "Joining online"): pendingJoins/{reference}, a join form sent
 * and not yet paid. Not a member: it never counts in the register, its standing or the voter
 * list. Personal data, for the register's roles only (docs/decisions/009 and 016).
 */
export const pendingJoinsCollection = () => db.collection(COLLECTIONS.pendingJoins);

/** paidJoins/{reference}: created first by the transaction that pays the join (complete-join.ts), so only one can. */
export const paidJoinDoc = (reference: string) => db.collection(COLLECTIONS.paidJoins).doc(reference);

/** A new reference, e.g. R-2026-7F3K: 31^4 (about 920,000) per year, so a collision is rare and retried. */
const newJoinReference = (year: number) =>
  `R-${year}-${Array.from({ length: 4 }, () => JOIN_REFERENCE_ALPHABET[randomInt(JOIN_REFERENCE_ALPHABET.length)]).join('')}`;

const ATTEMPTS = 5;

/**
 * Stores the form as a pending join under a new reference; the honeypot is the route's business.
 * `memberId`: the member a verified renewal link names, whom paying it renews (complete-join.ts).
 */
export async function createPendingJoin(input: JoinInput, memberId: string | null = null): Promise<PendingJoin> {
  const today = todayInVancouver();
  const year = currentMembershipYear();
  const settings = await joinSettings();
  const { website: _honeypot, renew: _token, ...fields } = input;
  for (let attempt = 1; ; attempt++) {
    const reference = newJoinReference(year);
    const data = {
      ...fields,
      email: fields.email.toLowerCase(),
      year,
      state: 'pending',
      amount: settings.fee,
      createdAt: Timestamp.now(),
      expiresOn: addDays(today, settings.pendingJoinDays),
      ...(memberId ? { memberId } : {}),
    };
    try {
      await pendingJoinsCollection().doc(reference).create(data);
      return pendingJoinFromData(reference, data);
    } catch (err) {
      if (!isAlreadyExists(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}

export function pendingJoinFromData(reference: string, data: DocumentData): PendingJoin {
  return {
    reference,
    memberName: data.memberName,
    email: data.email,
    address: data.address,
    category: data.category,
    topics: data.topics ?? [],
    payment: data.payment,
    year: data.year,
    amount: data.amount,
    state: data.state === 'pending' && data.expiresOn < todayInVancouver() ? 'expired' : data.state,
    ...(data.memberId ? { memberId: data.memberId } : {}),
    ...(data.orderId ? { orderId: data.orderId } : {}),
    createdAt: toIso(data.createdAt) ?? '',
    expiresOn: data.expiresOn,
  };
}
