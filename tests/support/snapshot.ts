import { expect } from 'vitest';
import { COLLECTIONS, db } from '../../functions/src/lib/firebase';

/**
 * Every stored document of the product's collections, keyed by path. Compare two snapshots to
 * show that a refused request wrote nothing. The login throttle's counters are left out: counting
 * a failed sign-in is the one write a refused request is meant to make.
 */
export async function snapshotData(): Promise<Record<string, unknown>> {
  const names = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.loginThrottle);
  // Read at once: a test takes a snapshot before and after each refused request.
  const snapshots = await Promise.all(names.map((name) => db.collection(name).get()));
  const result: Record<string, unknown> = {};
  for (const snapshot of snapshots) for (const doc of snapshot.docs) result[doc.ref.path] = doc.data();
  return result;
}

/**
 * Sends a request the API must refuse with `status` and a message (naming `field` in its
 * fieldErrors, when given), and checks that it wrote nothing.
 */
export async function expectRefused(request: () => Promise<{ status: number; json: any; text: string }>, status: number, field?: string) {
  const before = await snapshotData();
  const res = await request();
  expect(res.status, res.text).toBe(status);
  expect(res.json.message).toEqual(expect.any(String));
  if (field) expect(res.json.fieldErrors, res.text).toHaveProperty([field]);
  expect(await snapshotData()).toEqual(before);
}

/**
 * A refusal as the catalogue of bad input asks (docs/requirements.md, Errors): this status, a
 * message that says why (equal to a string, or matching a pattern), and the stored data as it was
 * `before` the request.
 */
export async function expectRefusedWithNothingStored(
  res: { status: number; json: any; text: string },
  before: Record<string, unknown>,
  status: number,
  message: string | RegExp,
) {
  expect(res.status, res.text).toBe(status);
  if (typeof message === 'string') expect(res.json.message).toBe(message);
  else expect(res.json.message).toMatch(message);
  expect(await snapshotData()).toEqual(before);
}
