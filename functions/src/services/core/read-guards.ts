import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';

/**
 * Transactions that decide from what a query read (no change may leave fewer Admins than the
 * two-Admins rule keeps; one pending invitation per address) must not both pass beside another
 * that read the same. Production Firestore serialises them; the local Node Firestore emulator, the
 * stack everyone tries first, does not isolate transactions at all (docs/decisions/001). So such
 * transactions take turns: each reads its guard's turn number `n` before the query it decides
 * from, and creates the document of turn n + 1 as its first write. Of two that read the same
 * number, only one can create it; the other's commit fails on that first write, before any of its
 * own (the emulator keeps the writes before a failing create), and runStaffTransaction runs it
 * again, when it reads what the first one wrote. One that read the number after the other
 * committed read the query after it too.
 *
 * Derived state, like `publishing`: not in COLLECTIONS, never backed up or restored. The number of
 * each guard stays; a TTL policy on `expiresAt` removes each turn's document after a day.
 */
const READ_GUARDS_COLLECTION = 'readGuards';
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the guard's next turn: call it before the reads it guards. Returns what takes the turn:
 * call that once the transaction has decided to go ahead, before any of its writes.
 */
export async function nextTurn(tx: Transaction, guard: string): Promise<() => void> {
  const counter = db.collection(READ_GUARDS_COLLECTION).doc(guard);
  const turn = Number((await tx.get(counter)).get('turn') ?? 0) + 1;
  return () => {
    tx.create(db.collection(READ_GUARDS_COLLECTION).doc(`${guard}-${turn}`), { expiresAt: Timestamp.fromMillis(Date.now() + KEEP_MS) });
    tx.set(counter, { turn });
  };
}
