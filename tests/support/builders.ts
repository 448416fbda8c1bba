import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DevelopmentInput, EventInput, Role } from '@roca/contract';
import type { Position } from '@roca/contract/staff-accounts';
import { COLLECTIONS, db } from '../../functions/src/lib/firebase';
import { createUser } from '../../functions/src/services/accounts';

const unique = () => randomUUID().slice(0, 8);

export function developmentInput(overrides: Partial<DevelopmentInput> = {}): DevelopmentInput {
  return {
    projectTitle: `Project ${unique()}`,
    description: 'A test development update.',
    date: '2025-05-01',
    status: 'Under Review',
    ...overrides,
  };
}

export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    heading: `Event ${unique()}`,
    description: 'A test event alert.',
    date: '2026-03-01',
    time: '19:00',
    eventType: 'blue',
    position: 1,
    isVisible: true,
    ...overrides,
  };
}

/** Stores a development directly with the Admin SDK (for read tests that need data). */
export async function storeDevelopment(overrides: Partial<DevelopmentInput> & { createdAt?: Date } = {}) {
  const { createdAt, ...rest } = overrides;
  const ref = db.collection(COLLECTIONS.developments).doc();
  await ref.set({
    ...developmentInput(rest),
    attachments: [],
    createdAt: createdAt ?? FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

export async function storeEvent(overrides: Partial<EventInput> = {}) {
  const ref = db.collection(COLLECTIONS.events).doc();
  await ref.set({ ...eventInput(overrides), createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  return ref.id;
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Creates a staff user with a known password; returns its public record and credentials. */
export async function createStaffUser(role: Role, overrides: { username?: string; password?: string; position?: Position } = {}) {
  const username = overrides.username ?? `${role.replace(' ', '').toLowerCase()}-${unique()}`;
  const password = overrides.password ?? TEST_PASSWORD;
  const user = await createUser({ username, password, firstName: 'Test', lastName: role, role, position: overrides.position });
  return { user, username, password };
}

/**
 * Gives a stored user a confirmed recovery e-mail and, unless `lastSignInAt` says otherwise, a
 * sign-in today: with the Admin role, an active Admin of the two-Admins rule.
 */
export async function giveRecoveryEmail(userId: string, email: string, { lastSignInAt = new Date() }: { lastSignInAt?: Date | null } = {}) {
  await db
    .collection(COLLECTIONS.users)
    .doc(userId)
    .update({
      recoveryEmail: email,
      recoveryEmailConfirmedAt: Timestamp.now(),
      ...(lastSignInAt ? { lastSignInAt: Timestamp.fromDate(lastSignInAt) } : {}),
    });
}
