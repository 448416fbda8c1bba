import { isDeepStrictEqual } from 'node:util';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  MEMBER_ACTOR_ID,
  mayReadAuditEntry,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@roca/contract/audit';
import { itemTypeOfDocument, type ItemType } from '@roca/contract/item-kinds';
import { SITE_FILE_SLOTS, type SiteFileSlot } from '@roca/contract/content/site-files';
import type { PublicUser, Role } from '@roca/contract';
import { COLLECTIONS, db } from '../../lib/firebase';
import { badRequest, forbidden } from '../../lib/http-errors';
import { isBlank } from '../../lib/storable';

export const auditCollection = () => db.collection(COLLECTIONS.auditLog);

/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;

/**
 * Takes the personal data out of audit entries whose retention ended (a member's, a sign-up's):
 * the states before and after, and the person's name in the label, which becomes `label`. The
 * entry stays: who changed what, when, and which fields.
 */
export async function removePersonalDataFromAudit(entries: readonly DocumentSnapshot[], label: string, now: Date) {
  const removedAt = Timestamp.fromDate(now);
  for (let start = 0; start < entries.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const entry of entries.slice(start, start + BATCH_SIZE)) {
      batch.update(entry.ref, { before: null, after: null, itemLabel: label, personalDataRemovedAt: removedAt });
    }
    await batch.commit();
  }
}

/**
 * A part of the system that changes things on its own, by name, never a made-up user: a scheduled
 * job (`renewal reminders`, `development digest`), `PayPal` (a join it paid, a payment it took
 * back), or `system` (the seed, the command-line scripts). The audit log and a mail send name it.
 */
export type SystemActor = 'system' | 'PayPal' | 'renewal reminders' | 'development digest';

/** Who made a change: a signed-in staff member, or a part of the system. */
export type Actor = PublicUser | SystemActor;

export const isSystemActor = (actor: ChangeActor): actor is SystemActor => typeof actor === 'string';

/** A member changing their own entry of the register in My membership (docs/members.md), by id. */
export type MemberActor = { member: string };

/** Whoever a change is recorded as made by: staff and the system, or a member in My membership. */
export type ChangeActor = Actor | MemberActor;

export const isMemberChange = (actor: ChangeActor): actor is MemberActor => typeof actor === 'object' && 'member' in actor;

/**
 * Values that must never reach the audit log, whatever document they come from: passwords and
 * their hashes, and a user's recovery e-mail, which only Admins and its owner may see while the
 * log is read by Supers too (the entry still names the field that changed).
 */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'recoveryEmail', 'pendingRecoveryEmail']);
/** Bookkeeping that changes on every write and says nothing about what changed. */
const BOOKKEEPING_FIELDS = new Set(['updatedAt', 'createdAt', 'usernameLower', 'sessionsValidAfter', 'lastSignInAt', 'portalLastUsedAt']);

export type AuditRecord = {
  actor: ChangeActor;
  action: AuditAction;
  itemType: string;
  itemId: string;
  before: DocumentData | null;
  after: DocumentData | null;
};

/**
 * What the log keeps of a kind's state, where not all of it. A mail send's recipients are kept by
 * the send itself and the outbox, under their retention (docs/mail.md, "Personal data"), not here:
 * the log keeps what was sent, by whom, and how many got it.
 */
const KEPT_OF: Partial<Record<ItemType, (state: DocumentData) => DocumentData>> = {
  mailSend: ({ text: _text, html: _html, notice, ...send }) => ({
    ...send,
    ...(notice
      ? { notice: { meeting: notice.meeting, window: notice.window, byEmail: notice.recipients.length, byPost: notice.mailingList.length } }
      : {}),
  }),
};

/**
 * A copy of a document state that is safe to keep: no password or hash, and write sentinels
 * (serverTimestamp) replaced by the entry's own time, since they mean "now" anyway.
 */
function safeState(itemType: string, state: DocumentData | null, at: Timestamp): DocumentData | null {
  if (!state) return null;
  const kept = KEPT_OF[itemType as ItemType]?.(state) ?? state;
  return Object.fromEntries(
    Object.entries(kept)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, value]) => [key, value instanceof FieldValue ? at : value]),
  );
}

function changedFields(before: DocumentData | null, after: DocumentData | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed: string[] = [];
  for (const key of keys) {
    if (BOOKKEEPING_FIELDS.has(key) || isDeepStrictEqual(before?.[key], after?.[key])) continue;
    // A blank field stored as '' or null is no change from one left out (lib/storable.ts).
    if (isBlank(before?.[key]) && isBlank(after?.[key])) continue;
    changed.push(key === 'passwordHash' ? 'password' : key);
  }
  return changed.sort();
}

function actorOf(actor: ChangeActor): AuditActor {
  if (isSystemActor(actor)) return null;
  if (isMemberChange(actor)) return { kind: 'member', id: actor.member };
  return { id: actor.id, username: actor.username, firstName: actor.firstName, lastName: actor.lastName, role: actor.role };
}

/** Items that have one fixed name rather than one in their fields. */
const FIXED_LABELS: Record<string, string> = { siteSettings: 'Site settings', executive: 'Executive', mailSettings: 'Mail settings' };

/** A member is named by their first and last name. */
const personName = (state: DocumentData | null) => (state?.lastName ? `${state.firstName ?? ''} ${state.lastName}`.trim() : undefined);

function labelOf(itemType: string, itemId: string, state: DocumentData | null): string {
  if (itemType in FIXED_LABELS) return FIXED_LABELS[itemType];
  if (itemType === 'siteFile') return SITE_FILE_SLOTS[itemId as SiteFileSlot]?.title ?? itemId;
  if (itemType === 'renewalReminders') return `Renewal reminders ${state?.year ?? itemId}`;
  // `label`: what a sign-in lockout was for (services/accounts/login-throttle.ts).
  return String(
    state?.projectTitle ??
      state?.heading ??
      state?.username ??
      state?.title ??
      state?.name ??
      state?.area ??
      personName(state) ??
      state?.label ??
      state?.position ??
      // A mail send by its subject; a suppressed address by itself.
      state?.subject ??
      state?.email ??
      '',
  );
}

/**
 * Adds an audit entry to the caller's transaction or batch, so the change and its record are
 * written together or not at all.
 */
export function recordAudit(writer: Transaction | WriteBatch, { actor, action, itemType, itemId, before, after }: AuditRecord) {
  const at = Timestamp.now();
  const who = actorOf(actor);
  const ref = auditCollection().doc();
  writer.create(ref, {
    at,
    sortKey: sortKeyOf(at, ref.id),
    actor: who,
    // Changes members made in My membership are filtered together, as the system's are.
    actorId: who === null ? 'system' : 'kind' in who ? MEMBER_ACTOR_ID : who.id,
    ...(isSystemActor(actor) ? { system: actor } : {}),
    action,
    itemType,
    itemId,
    itemLabel: labelOf(itemType, itemId, after ?? before),
    changedFields: changedFields(before, after),
    before: safeState(itemType, before, at),
    after: safeState(itemType, after, at),
  });
}

/**
 * The log's order: time, then id, in one string field. One field makes "the page after this
 * entry" a plain range query, exact even when an import writes many entries in one instant.
 */
const sortKeyOf = (at: Timestamp, id: string) => `${at.toDate().toISOString()}#${id}`;

/** The kind of item a stored document is (contract/src/item-kinds.ts). Only items are changed by staff. */
export function itemTypeOf(ref: DocumentReference): ItemType {
  const type = itemTypeOfDocument(ref.parent.id, ref.id);
  if (!type) throw new Error(`${ref.path} is no kind of item the audit log knows (contract/src/item-kinds.ts)`);
  return type;
}

/** Names an update by what it touched: the visibility switch and attachments have their own actions. */
export function actionOf(before: DocumentData | null, after: DocumentData | null): AuditAction {
  if (!before) return 'create';
  if (!after) return 'delete';
  const changed = changedFields(before, after);
  if (changed.length === 1 && changed[0] === 'isVisible') return 'visibility';
  if (changed.length === 1 && changed[0] === 'attachments') {
    return (after.attachments?.length ?? 0) > (before.attachments?.length ?? 0) ? 'attach' : 'detach';
  }
  return 'update';
}

/** Timestamps anywhere in a stored state become ISO strings for the API. */
function forApi(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(forApi);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forApi(v)]));
  return value;
}

function auditEntryFromDoc(doc: DocumentSnapshot): AuditEntry {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    at: (data.at as Timestamp).toDate().toISOString(),
    actor: data.actor ?? null,
    ...(data.system ? { system: data.system } : {}),
    action: data.action,
    itemType: data.itemType,
    itemId: data.itemId,
    itemLabel: data.itemLabel ?? '',
    changedFields: data.changedFields ?? [],
    before: forApi(data.before) as AuditEntry['before'],
    after: forApi(data.after) as AuditEntry['after'],
    ...(data.personalDataRemovedAt ? { personalDataRemovedAt: (data.personalDataRemovedAt as Timestamp).toDate().toISOString() } : {}),
  };
}

/**
 * Every entry of one item, oldest first: its whole history, for whoever the item is about (a
 * member's own register entry in My membership), not a staff reader filtered by role.
 */
export async function auditTrailOf(itemType: ItemType, itemId: string): Promise<AuditEntry[]> {
  const entries = await auditCollection().where('itemType', '==', itemType).where('itemId', '==', itemId).orderBy('sortKey', 'desc').get();
  return entries.docs.map(auditEntryFromDoc).reverse();
}

/**
 * GET /api/audit: newest first, optionally one item type (or one item) and/or one staff member, a page at a time,
 * holding only the entries `role` may read (mayReadAuditEntry): pages are read until one is full.
 */
export async function listAudit(query: Required<Pick<AuditQuery, 'limit'>> & Omit<AuditQuery, 'limit'>, role: Role): Promise<AuditPage> {
  if (query.itemType && !mayReadAuditEntry(role, query.itemType)) throw forbidden('Your role does not see these entries of the audit log');
  let q = auditCollection().orderBy('sortKey', 'desc');
  if (query.itemType) q = q.where('itemType', '==', query.itemType);
  if (query.itemId) q = q.where('itemId', '==', query.itemId);
  if (query.userId) q = q.where('actorId', '==', query.userId);
  let after: string | undefined;
  if (query.cursor) {
    const last = await auditCollection().doc(query.cursor).get();
    if (!last.exists) throw badRequest('This page of the audit log no longer exists; start again from the first page');
    after = last.get('sortKey');
  }
  const limit = Number(query.limit);
  const readable: DocumentSnapshot[] = [];
  for (;;) {
    const docs = (await (after ? q.where('sortKey', '<', after) : q).limit(limit + 1).get()).docs;
    readable.push(...docs.filter((doc) => mayReadAuditEntry(role, doc.get('itemType'))));
    if (readable.length > limit || docs.length <= limit) break;
    after = docs[docs.length - 1].get('sortKey');
  }
  const page = readable.slice(0, limit);
  return { entries: page.map(auditEntryFromDoc), nextCursor: readable.length > limit ? page[page.length - 1].id : null };
}
