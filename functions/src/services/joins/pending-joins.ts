import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { JoinInput, PendingJoin } from '@roca/contract/joins';
import { currentMembershipYear } from '@roca/contract/membership';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { newReference } from '../../lib/reference';
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
    const reference = newReference('R', year);
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

/**
 * The join forms a member sent, until their retention ends (My membership's download of their
 * data): those paid for them or renewing them, and unpaid ones from their address that name no
 * member. Oldest first.
 */
export async function joinsOf(memberId: string, email: string): Promise<PendingJoin[]> {
  const [byMember, byAddress] = await Promise.all([
    pendingJoinsCollection().where('memberId', '==', memberId).get(),
    email ? pendingJoinsCollection().where('email', '==', email.toLowerCase()).get() : Promise.resolve(null),
  ]);
  const joins = new Map(byMember.docs.map((doc) => [doc.id, doc.data()]));
  for (const doc of byAddress?.docs ?? []) if (!doc.get('memberId')) joins.set(doc.id, doc.data());
  return [...joins.entries()]
    .map(([reference, data]) => pendingJoinFromData(reference, data))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
