import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DEFAULT_ROLE, rolePolicy, type PublicUser, type Role, type UserUpdateInput } from '@roca/contract';
import { COLLECTIONS, db } from '../lib/firebase';
import { conflict, forbidden, notFound } from '../lib/http-errors';
import { creationTimes, toIso } from '../lib/timestamps';
import { hashPassword } from './passwords';
import type { Actor } from './audit';
import { revokeRefreshTokens, sessionsEndNow } from './sessions';
import { runStaffTransaction, writeStaffChange } from './staff-changes';

export const usersCollection = () => db.collection(COLLECTIONS.users);
/** usernames/{lowercase name} -> { userId }: makes usernames unique regardless of letter case. */
export const usernameDoc = (username: string) => db.collection(COLLECTIONS.usernames).doc(username.toLowerCase());

export function publicUserFromDoc(doc: DocumentSnapshot): PublicUser {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    username: data.username,
    firstName: data.firstName,
    lastName: data.lastName,
    role: data.role,
    createdAt: toIso(data.createdAt) ?? undefined,
    updatedAt: toIso(data.updatedAt) ?? undefined,
  };
}

export type NewUser = { username: string; password: string; firstName: string; lastName: string; role?: Role };

const usernameTaken = (username: string) => conflict(`The username '${username}' is already taken`);
const userNotFound = () => notFound('No user with this id');
const LAST_ADMIN = 'The last Admin cannot be removed or demoted: make another user Admin first';

/** The role rules that depend on who acts (docs/requirements.md, Roles); `system` (scripts) may do anything. */
function assertMayAssign(actor: Actor, role: Role) {
  if (actor !== 'system' && !rolePolicy.assignableRoles(actor.role).includes(role)) {
    throw forbidden('Only an Admin can give a user the Admin role');
  }
}

async function isLastAdmin(tx: Transaction, user: DocumentSnapshot) {
  if (user.get('role') !== 'Admin') return false;
  const admins = await tx.get(usersCollection().where('role', '==', 'Admin'));
  return admins.size <= 1;
}

export async function listUsers(): Promise<PublicUser[]> {
  const snap = await usersCollection().orderBy('usernameLower').get();
  return snap.docs.map(publicUserFromDoc);
}

/** Creates a user and claims its username in one transaction; 409 when the name is taken. */
export async function createUser(input: NewUser, actor: Actor = 'system'): Promise<PublicUser> {
  const role = input.role ?? DEFAULT_ROLE;
  assertMayAssign(actor, role);
  const passwordHash = await hashPassword(input.password);
  const ref = usersCollection().doc();
  await runStaffTransaction(async (tx) => {
    const claim = usernameDoc(input.username);
    if ((await tx.get(claim)).exists) throw usernameTaken(input.username);
    tx.create(claim, { userId: ref.id });
    const after = {
      username: input.username,
      usernameLower: input.username.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      role,
      passwordHash,
      ...creationTimes(),
    };
    writeStaffChange(tx, { actor, ref, before: null, after });
  });
  return publicUserFromDoc(await ref.get());
}

/**
 * Changes the given fields. A Super may not touch an Admin nor grant Admin; nobody demotes the
 * last Admin; a new username is claimed in the same transaction; a new password or role ends
 * the user's sessions (services/sessions.ts).
 */
export async function updateUser(actor: Actor, id: string, changes: UserUpdateInput): Promise<PublicUser> {
  const { password, ...fields } = changes;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const ref = usersCollection().doc(id);
  let sessionsEnded = false;
  await runStaffTransaction(async (tx) => {
    sessionsEnded = false;
    const snap = await tx.get(ref);
    const before = snap.data();
    if (!before) throw userNotFound();
    if (actor !== 'system' && !rolePolicy.canEditUser(actor.role, before.role)) throw forbidden('Only an Admin can edit an Admin');
    if (fields.role !== undefined && fields.role !== before.role) {
      assertMayAssign(actor, fields.role);
      if (await isLastAdmin(tx, snap)) throw conflict(LAST_ADMIN);
    }
    const after: Record<string, unknown> = { ...before, ...fields, updatedAt: Timestamp.now() };
    if (passwordHash) after.passwordHash = passwordHash;
    if (passwordHash || (fields.role !== undefined && fields.role !== before.role)) {
      Object.assign(after, sessionsEndNow());
      sessionsEnded = true;
    }
    if (fields.username !== undefined && fields.username.toLowerCase() !== before.usernameLower) {
      const claim = usernameDoc(fields.username);
      if ((await tx.get(claim)).exists) throw usernameTaken(fields.username);
      tx.create(claim, { userId: id });
      tx.delete(usernameDoc(before.usernameLower));
      after.usernameLower = fields.username.toLowerCase();
    }
    writeStaffChange(tx, { actor, ref, before, after });
  });
  if (sessionsEnded) await revokeRefreshTokens(id);
  return publicUserFromDoc(await ref.get());
}

/** Deletes a user, frees the username and ends their sessions. Nobody deletes themselves or the last Admin. */
export async function deleteUser(actor: Actor, id: string): Promise<void> {
  if (actor !== 'system' && actor.id === id) throw forbidden('You cannot delete your own account');
  const ref = usersCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = snap.data();
    if (!before) throw userNotFound();
    if (await isLastAdmin(tx, snap)) throw conflict(LAST_ADMIN);
    tx.delete(usernameDoc(before.usernameLower));
    writeStaffChange(tx, { actor, ref, before, after: null });
  });
  await revokeRefreshTokens(id);
}

/**
 * `npm run admin:create`: makes the named user an Admin with this password, creating the user
 * when the name is new. Used to create the first Admin of a real project or to recover access.
 */
export async function createOrResetAdmin(input: { username: string; password: string; firstName: string; lastName: string }) {
  const claim = await usernameDoc(input.username).get();
  if (!claim.exists) return { created: true, user: await createUser({ ...input, role: 'Admin' }) };
  const user = await updateUser('system', claim.get('userId'), { role: 'Admin', password: input.password });
  return { created: false, user };
}
