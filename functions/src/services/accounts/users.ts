import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DEFAULT_ROLE, rolePolicy, type PublicUser, type Role, type UserUpdateInput } from '@roca/contract';
import { ACTIVE_ADMINS, isActiveAdmin, TWO_ADMINS_RULE, type Position } from '@roca/contract/staff-accounts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { creationTimes, toIso } from '../../lib/timestamps';
import { hashNewPassword } from './passwords';
import { type Actor, isSystemActor, nextTurn, runStaffTransaction, type SystemActor, writeStaffChange } from '../core';
import { revokeRefreshTokens, sessionsEndNow } from './sessions';

import { usernameDoc, usersCollection } from './user-docs';
import { sendPasswordChangedNotice, type PasswordChange } from './account-mail';
import { readInvitationsSentBy, withdrawInvitationsNoLongerAllowed } from './invitations';

export { usernameDoc, usersCollection };

/** Who is looking at a user: the recovery e-mail goes only to Admins and the user (docs/decisions/017). */
export type Viewer = { id: string; role: Role } | SystemActor;

const mayReadRecoveryEmail = (viewer: Viewer, userId: string) =>
  typeof viewer === 'string' || rolePolicy.canSeeRecoveryEmail(viewer, userId);

/** A stored user as `viewer` may see it: never a password or hash. */
export function publicUserFromDoc(doc: DocumentSnapshot, viewer: Viewer): PublicUser {
  const data = doc.data() ?? {};
  const withEmail = mayReadRecoveryEmail(viewer, doc.id);
  return {
    id: doc.id,
    username: data.username,
    firstName: data.firstName,
    lastName: data.lastName,
    role: data.role,
    ...(data.position ? { position: data.position as Position } : {}),
    active: data.active !== false,
    hasRecoveryEmail: Boolean(data.recoveryEmail),
    ...(withEmail && data.recoveryEmail ? { recoveryEmail: data.recoveryEmail } : {}),
    ...(withEmail && data.pendingRecoveryEmail ? { pendingRecoveryEmail: data.pendingRecoveryEmail } : {}),
    ...(data.lastSignInAt ? { lastSignInAt: toIso(data.lastSignInAt) ?? undefined } : {}),
    ...(data.inboxNotifications === false ? { inboxNotifications: false as const } : {}),
    createdAt: toIso(data.createdAt) ?? undefined,
    updatedAt: toIso(data.updatedAt) ?? undefined,
  };
}

export type NewUser = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  position?: Position | '';
};

const usernameTaken = (username: string) => conflict(`The username '${username}' is already taken`);
const userNotFound = () => notFound('No user with this id');
const LAST_ADMIN = 'The last Admin cannot be removed, demoted or deactivated: make another user Admin first';

/** The role rules that depend on who acts (docs/requirements.md, Roles); `system` (scripts) may do anything. */
function assertMayAssign(actor: Actor, role: Role) {
  if (!isSystemActor(actor) && !rolePolicy.assignableRoles(actor.role).includes(role)) {
    throw forbidden('Only an Admin can give a user the Admin role');
  }
}

/** An Admin whose account can sign in (a deactivated Admin cannot). */
const isEnabledAdmin = (data: DocumentData | null | undefined) => data?.role === 'Admin' && data.active !== false;

/** What the two-Admins rule reads of a stored user (contract/src/staff-accounts.ts). */
const accountFacts = (data: DocumentData) => ({
  role: data.role as Role,
  active: data.active !== false,
  hasRecoveryEmail: Boolean(data.recoveryEmail),
  lastSignInAt: toIso(data.lastSignInAt) ?? undefined,
});

/**
 * Refuses a change that takes an Admin away (a delete, a demotion, a deactivation: `after` null
 * or no longer an enabled Admin) when it would leave no Admin, or fewer active Admins than the
 * two-Admins rule asks for once that many exist (docs/requirements.md, "Staff accounts and the AGM handover"). Reads
 * in the caller's transaction, before its writes: a change that takes an Admin away takes a turn
 * (read-guards.ts), so two at once cannot both pass on what each read.
 */
async function assertAdminsRemain(tx: Transaction, user: DocumentSnapshot, after: DocumentData | null) {
  if (!isEnabledAdmin(user.data()) || isEnabledAdmin(after)) return;
  const takeTurn = await nextTurn(tx, 'admins');
  const admins = (await tx.get(usersCollection().where('role', '==', 'Admin'))).docs;
  const others = admins.filter((admin) => admin.id !== user.id);
  if (!others.some((admin) => isEnabledAdmin(admin.data()))) throw conflict(LAST_ADMIN);
  const now = new Date();
  const active = admins.filter((admin) => isActiveAdmin(accountFacts(admin.data()), now));
  const remaining = active.filter((admin) => admin.id !== user.id);
  if (active.length >= ACTIVE_ADMINS.minimum && remaining.length < ACTIVE_ADMINS.minimum) throw conflict(TWO_ADMINS_RULE);
  takeTurn();
}

export async function listUsers(viewer: Viewer): Promise<PublicUser[]> {
  const snap = await usersCollection().orderBy('usernameLower').get();
  return snap.docs.map((doc) => publicUserFromDoc(doc, viewer));
}

/** A successful sign-in: the Handover screen's last-sign-in column and the two-Admins rule read it. */
export async function recordSignIn(userId: string, at: Timestamp) {
  await usersCollection().doc(userId).update({ lastSignInAt: at });
}

/** Creates a user and reserves its username (usernames/{name}) in one transaction; 409 when the name is taken. */
export async function createUser(input: NewUser, actor: Actor = 'system'): Promise<PublicUser> {
  const role = input.role ?? DEFAULT_ROLE;
  assertMayAssign(actor, role);
  const passwordHash = await hashNewPassword(input.password);
  const ref = usersCollection().doc();
  await runStaffTransaction(async (tx) => {
    const reserved = usernameDoc(input.username);
    if ((await tx.get(reserved)).exists) throw usernameTaken(input.username);
    tx.create(reserved, { userId: ref.id });
    const after = {
      username: input.username,
      usernameLower: input.username.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      role,
      position: input.position || null,
      active: true,
      passwordHash,
      ...creationTimes(),
    };
    writeStaffChange(tx, { actor, ref, before: null, after });
  });
  return publicUserFromDoc(await ref.get(), actor);
}

const OWN_PASSWORD = 'Change your own password on My Account, with your current password';

/**
 * Tells the account's recovery e-mail that its password changed (ASVS 2.2.3), once the change is
 * stored. A failure to queue the notice is logged, never undoes the change.
 */
export async function notifyPasswordChanged(user: DocumentData | undefined, how: PasswordChange) {
  if (!user?.recoveryEmail) return;
  await sendPasswordChangedNotice(user.recoveryEmail, { firstName: user.firstName, username: user.username, how, at: new Date() });
}

/**
 * Changes the given fields. A Super may not touch an Admin nor grant Admin; nobody deactivates
 * their own account, nor sets their own password here (My Account asks for the current one:
 * own-password.ts); a demotion or deactivation keeps the Admins the rules ask for
 * (assertAdminsRemain); a new username is reserved in the same transaction; a new password, role
 * or deactivation ends the user's sessions (services/accounts/sessions.ts), and a new password is
 * told to the recovery e-mail. Invitations the user sent that they may no longer send are
 * withdrawn (invitations.ts).
 */
export async function updateUser(actor: Actor, id: string, changes: UserUpdateInput): Promise<PublicUser> {
  const { password, position, ...fields } = changes;
  if (changes.active === false && !isSystemActor(actor) && actor.id === id) throw forbidden('You cannot deactivate your own account');
  if (password !== undefined && !isSystemActor(actor) && actor.id === id) throw badRequest(OWN_PASSWORD, { password: OWN_PASSWORD });
  const passwordHash = password === undefined ? undefined : await hashNewPassword(password);
  const ref = usersCollection().doc(id);
  let sessionsEnded = false;
  const stored = await runStaffTransaction(async (tx) => {
    sessionsEnded = false;
    const snap = await tx.get(ref);
    const before = snap.data();
    if (!before) throw userNotFound();
    if (!isSystemActor(actor) && !rolePolicy.canEditUser(actor.role, before.role)) throw forbidden('Only an Admin can edit an Admin');
    const roleChanged = fields.role !== undefined && fields.role !== before.role;
    if (roleChanged) assertMayAssign(actor, fields.role!);
    const after: Record<string, unknown> = { ...before, ...fields, updatedAt: Timestamp.now() };
    if (position !== undefined) after.position = position || null;
    const renamed = fields.username !== undefined && fields.username.toLowerCase() !== before.usernameLower;
    const reserved = renamed ? usernameDoc(fields.username!) : null;
    if (reserved && (await tx.get(reserved)).exists) throw usernameTaken(fields.username!);
    const sent = roleChanged || fields.active === false ? await readInvitationsSentBy(tx, id, before) : [];
    await assertAdminsRemain(tx, snap, after);
    if (passwordHash) after.passwordHash = passwordHash;
    if (passwordHash || roleChanged || (fields.active === false && before.active !== false)) {
      Object.assign(after, sessionsEndNow());
      sessionsEnded = true;
    }
    if (reserved) {
      tx.create(reserved, { userId: id });
      tx.delete(usernameDoc(before.usernameLower));
      after.usernameLower = reserved.id;
    }
    writeStaffChange(tx, { actor, ref, before, after });
    withdrawInvitationsNoLongerAllowed(tx, actor, sent, after.active === false ? null : (after.role as Role));
    return after;
  });
  if (sessionsEnded) await revokeRefreshTokens(id);
  if (passwordHash) await notifyPasswordChanged(stored, isSystemActor(actor) ? 'command' : 'admin');
  return publicUserFromDoc(await ref.get(), actor);
}

/**
 * Deletes a user, frees the username and ends their sessions; the invitations they sent and are
 * still pending are withdrawn. Nobody deletes themselves, nor the Admins the rules keep.
 */
export async function deleteUser(actor: Actor, id: string): Promise<void> {
  if (!isSystemActor(actor) && actor.id === id) throw forbidden('You cannot delete your own account');
  const ref = usersCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = snap.data();
    if (!before) throw userNotFound();
    const sent = await readInvitationsSentBy(tx, id, before);
    await assertAdminsRemain(tx, snap, null);
    tx.delete(usernameDoc(before.usernameLower));
    writeStaffChange(tx, { actor, ref, before, after: null });
    withdrawInvitationsNoLongerAllowed(tx, actor, sent, null);
  });
  await revokeRefreshTokens(id);
}

/**
 * `npm run admin:create`: makes the named user an Admin with this password, creating the user
 * when the name is new. Used to create the first Admin of a real project or to recover access.
 */
export async function createOrResetAdmin(input: { username: string; password: string; firstName: string; lastName: string }) {
  const reserved = await usernameDoc(input.username).get();
  if (!reserved.exists) return { created: true, user: await createUser({ ...input, role: 'Admin' }) };
  const user = await updateUser('system', reserved.get('userId'), { role: 'Admin', password: input.password, active: true });
  return { created: false, user };
}
