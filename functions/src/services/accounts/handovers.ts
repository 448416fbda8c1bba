import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Handover, HandoverInput, HandoverPerson, IncomingState, OutgoingAction } from '@roca/contract/handover';
import type { Position } from '@roca/contract/staff-accounts';
import type { Role } from '@roca/contract';
import { itemCollection } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { toIso } from '../../lib/timestamps';
import { type Actor, isSystemActor, runStaffTransaction, writeStaffChange } from '../core';
import { invitationsCollection, assertNoPendingInvitation, writeInvitation, writeRevocation } from './invitations';
import { deleteUser, updateUser, usersCollection } from './users';

/**
 * The AGM handover of a position (docs/handover.md; docs/decisions/017), Admins only. A handover
 * names the position, the role the incoming person gets, the outgoing account (none when the
 * position was vacant) and the incoming person: an existing account, or someone invited by
 * e-mail. Its steps:
 *   1. invite the incoming person (when the handover starts);
 *   2. transfer: the incoming account gets the role and the position, the outgoing one loses the position;
 *   3. once the incoming person has signed in: demote, deactivate or delete the outgoing account;
 *   4. update the executive page (Content > Executive), then mark it done.
 * Each step is an ordinary user or invitation change (with the two-Admins rule and the audit log
 * of those) plus an update of the handover, which the audit log records as a change of the
 * handover naming the step's field. The live state (invitation taken up, signed in, role given)
 * is read from the accounts, not stored twice.
 */

const handovers = () => itemCollection('handover');
const noHandover = () => notFound('No handover with this id');

/** The people named as they were when the handover began: the accounts may change or go. */
const snapshotOf = (user: DocumentData) => ({ firstName: user.firstName, lastName: user.lastName, username: user.username });

const accountField = (field: 'outgoingUserId' | 'incomingUserId') =>
  badRequest('No staff account with this id', { [field]: 'No staff account with this id' });

/** POST /api/handovers: the handover, and the invitation of someone new, in one transaction; then the invitation's message. */
export async function createHandover(actor: Actor, input: HandoverInput): Promise<Handover> {
  const ref = handovers().doc();
  const invitation = await runStaffTransaction(async (tx) => {
    const outgoing = input.outgoingUserId ? await tx.get(usersCollection().doc(input.outgoingUserId)) : null;
    if (outgoing && !outgoing.exists) throw accountField('outgoingUserId');
    const incoming = input.incomingUserId ? await tx.get(usersCollection().doc(input.incomingUserId)) : null;
    if (incoming && !incoming.exists) throw accountField('incomingUserId');
    if (!incoming) await assertNoPendingInvitation(tx, input.email!);
    const invited = incoming
      ? null
      : writeInvitation(
          tx,
          actor,
          { email: input.email!, firstName: input.firstName!, lastName: input.lastName!, role: input.role, position: input.position },
          { handoverId: ref.id },
        );
    const now = Timestamp.now();
    const after = {
      position: input.position,
      role: input.role,
      outgoing: outgoing ? { userId: outgoing.id, ...snapshotOf(outgoing.data()!) } : null,
      incoming: incoming
        ? { userId: incoming.id, invitationId: null, ...snapshotOf(incoming.data()!) }
        : { userId: null, invitationId: invited!.ref.id, firstName: input.firstName, lastName: input.lastName, username: null },
      createdBy: isSystemActor(actor) ? null : { username: actor.username, firstName: actor.firstName, lastName: actor.lastName },
      transferredAt: null,
      outgoingAction: null,
      outgoingActionAt: null,
      executiveUpdatedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    writeStaffChange(tx, { actor, ref, before: null, after });
    return invited;
  });
  await invitation?.send();
  return handoverOf(ref.id);
}

/** The people and invitations the handovers name, read once for a list. */
async function readPeople(stored: DocumentData[]) {
  const invitationIds = [...new Set(stored.map((h) => h.incoming?.invitationId).filter(Boolean))] as string[];
  const [users, invitations] = await Promise.all([
    usersCollection().get(),
    Promise.all(invitationIds.map((id) => invitationsCollection().doc(id).get())),
  ]);
  return {
    users: new Map(users.docs.map((doc) => [doc.id, doc])),
    invitations: new Map(invitations.map((doc) => [doc.id, doc])),
  };
}

type People = Awaited<ReturnType<typeof readPeople>>;

function personOf(userId: string | null | undefined, snapshot: DocumentData, users: People['users']): HandoverPerson {
  const user = userId ? users.get(userId) : undefined;
  if (!user)
    return {
      ...(userId ? { userId, deleted: true } : {}),
      firstName: snapshot.firstName,
      lastName: snapshot.lastName,
      ...(snapshot.username ? { username: snapshot.username } : {}),
    };
  const data = user.data()!;
  return {
    userId: user.id,
    firstName: data.firstName,
    lastName: data.lastName,
    username: data.username,
    role: data.role as Role,
    ...(data.position ? { position: data.position as Position } : {}),
    active: data.active !== false,
    ...(data.lastSignInAt ? { lastSignInAt: toIso(data.lastSignInAt)! } : {}),
  };
}

/** The incoming person's account, once they have one (an invitation taken up counts). */
function incomingUserId(stored: DocumentData, people: People): string | null {
  if (stored.incoming.userId) return stored.incoming.userId;
  const invitation = stored.incoming.invitationId ? people.invitations.get(stored.incoming.invitationId) : undefined;
  return invitation?.get('status') === 'accepted' ? invitation.get('userId') : null;
}

function incomingState(stored: DocumentData, people: People): { state: IncomingState; email?: string; invitationExpiresAt?: string } {
  if (incomingUserId(stored, people)) return { state: 'account' };
  const invitation = people.invitations.get(stored.incoming.invitationId);
  const data = invitation?.data();
  if (!data || data.status === 'revoked') return { state: 'invitation-revoked' };
  const expiresAt = data.expiresAt as Timestamp;
  return {
    state: expiresAt.toMillis() <= Date.now() ? 'invitation-expired' : 'invited',
    email: data.email,
    invitationExpiresAt: toIso(expiresAt)!,
  };
}

function handoverFromDoc(doc: DocumentSnapshot, people: People): Handover {
  const stored = doc.data()!;
  const incomingId = incomingUserId(stored, people);
  const incoming = personOf(incomingId, stored.incoming, people.users);
  const transferred = Boolean(incomingId && !incoming.deleted && incoming.role === stored.role && incoming.position === stored.position);
  const steps: Handover['steps'] = {
    transferred,
    ...(stored.transferredAt ? { transferredAt: toIso(stored.transferredAt)! } : {}),
    ...(stored.outgoingAction
      ? { outgoing: { action: stored.outgoingAction as OutgoingAction, at: toIso(stored.outgoingActionAt)! } }
      : {}),
    ...(stored.executiveUpdatedAt ? { executiveUpdatedAt: toIso(stored.executiveUpdatedAt)! } : {}),
  };
  return {
    id: doc.id,
    position: stored.position,
    role: stored.role,
    outgoing: stored.outgoing ? personOf(stored.outgoing.userId, stored.outgoing, people.users) : null,
    incoming: {
      ...incoming,
      ...incomingState(stored, people),
      ...(stored.incoming.invitationId ? { invitationId: stored.incoming.invitationId } : {}),
    },
    createdAt: toIso(stored.createdAt)!,
    createdBy: stored.createdBy ?? null,
    steps,
    completed: transferred && (!stored.outgoing || Boolean(stored.outgoingAction)) && Boolean(stored.executiveUpdatedAt),
  };
}

/** GET /api/handovers: newest first. */
export async function listHandovers(): Promise<Handover[]> {
  const docs = (await handovers().get()).docs;
  const people = await readPeople(docs.map((doc) => doc.data()));
  return docs.map((doc) => handoverFromDoc(doc, people)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function handoverOf(id: string): Promise<Handover> {
  const doc = await handovers().doc(id).get();
  if (!doc.exists) throw noHandover();
  return handoverFromDoc(doc, await readPeople([doc.data()!]));
}

/** Records a step on the handover (the audit log names its fields). */
async function recordStep(actor: Actor, id: string, fields: (before: DocumentData) => DocumentData) {
  const ref = handovers().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw noHandover();
    writeStaffChange(tx, { actor, ref, before, after: { ...before, ...fields(before), updatedAt: Timestamp.now() } });
  });
}

/** Step 2: the incoming account gets the handover's role and the position; the outgoing one loses the position. */
export async function transferRole(actor: Actor, id: string): Promise<Handover> {
  const handover = await handoverOf(id);
  const incomingId = handover.incoming.state === 'account' && !handover.incoming.deleted ? handover.incoming.userId : undefined;
  if (!incomingId) throw conflict('The incoming person has no account yet: they accept the invitation first');
  await updateUser(actor, incomingId, { role: handover.role, position: handover.position });
  const outgoing = handover.outgoing;
  if (outgoing?.userId && !outgoing.deleted && outgoing.userId !== incomingId && outgoing.position === handover.position) {
    await updateUser(actor, outgoing.userId, { position: '' });
  }
  await recordStep(actor, id, (before) => ({ transferredAt: Timestamp.now(), incoming: { ...before.incoming, userId: incomingId } }));
  return handoverOf(id);
}

/**
 * Step 3: demote, deactivate or delete the outgoing account, only once the incoming person has
 * the role and has signed in: the position is never left with no account that works.
 */
export async function retireOutgoing(actor: Actor, id: string, action: OutgoingAction): Promise<Handover> {
  const handover = await handoverOf(id);
  const outgoing = handover.outgoing;
  if (!outgoing?.userId) throw conflict('This handover has no outgoing account');
  if (handover.steps.outgoing) throw conflict('The outgoing account was dealt with already');
  if (!handover.steps.transferred) throw conflict('Transfer the role to the incoming person first');
  if (!handover.incoming.lastSignInAt) {
    throw conflict('The incoming person has not signed in yet: wait until they have, so the position always has an account that works');
  }
  if (action === 'delete') await deleteUser(actor, outgoing.userId);
  else
    await updateUser(actor, outgoing.userId, action === 'demote' ? { role: 'Read Only', position: '' } : { active: false, position: '' });
  await recordStep(actor, id, () => ({ outgoingAction: action, outgoingActionAt: Timestamp.now() }));
  return handoverOf(id);
}

/** Step 4: the executive page was updated (Content > Executive). */
export async function markExecutiveUpdated(actor: Actor, id: string): Promise<Handover> {
  await recordStep(actor, id, () => ({ executiveUpdatedAt: Timestamp.now() }));
  return handoverOf(id);
}

/** DELETE /api/handovers/{id}: forgets the handover (the accounts stay as they are) and withdraws its pending invitation. */
export async function deleteHandover(actor: Actor, id: string): Promise<void> {
  const ref = handovers().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw noHandover();
    const invitationRef = before.incoming?.invitationId ? invitationsCollection().doc(before.incoming.invitationId) : null;
    const invitation = invitationRef ? (await tx.get(invitationRef)).data() : undefined;
    if (invitationRef && invitation?.status === 'pending') writeRevocation(tx, actor, invitationRef, invitation);
    writeStaffChange(tx, { actor, ref, before, after: null });
  });
}
