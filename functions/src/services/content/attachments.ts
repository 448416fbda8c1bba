import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { LIMITS, type Attachment, type Development, type PublicUser, type UploadRequest, type UploadTarget } from '@roca/contract';
import { DAY_MS, MINUTE_MS } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { newObjectPath, uploadIdFromFileUrl } from '../../storage/object-paths';
import { objectStore } from '../../storage/select-store';
import type { LocalObjectStore } from '../../storage/object-store';
import { developmentFromDoc, developmentNotFound, developmentsCollection } from './developments';
import { runStaffTransaction, writeStaffChange } from '../core';

/** How long an uploadURL accepts its PUT. */
const UPLOAD_WINDOW_MS = 15 * MINUTE_MS;
/** Uploads never attached are deleted after this long (docs/requirements.md, Uploads). */
const ABANDONED_UPLOAD_AGE_MS = DAY_MS;
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * pendingUploads/{uploadId}: one upload handed out by POST /api/objects/upload. The record is
 * deleted when the file is attached, so a file can be attached once, to one development, and
 * only if it came through this flow.
 */
type PendingUpload = {
  objectPath: string;
  createdBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  fileName: string | null;
  contentType: string;
  /** Local-disk store only: the upload URL's secret, hashed; the PUT is accepted once. */
  tokenHash: string | null;
  state: 'pending' | 'uploading' | 'uploaded';
};

const pendingUploads = () => db.collection(COLLECTIONS.pendingUploads);

/** A file name safe to show and to send in Content-Disposition: no path, no control characters, bounded. */
export function displayFileName(raw: string | null | undefined): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = lastSegment.replace(/\p{Cc}/gu, '').trim();
  const bounded = Array.from(clean).slice(0, LIMITS.fileName).join('');
  return bounded.replace(/^\.+$/, '') || 'file';
}

/** POST /api/objects/upload: a short-lived URL for exactly one new object. */
export async function createUpload(user: PublicUser, input: UploadRequest): Promise<UploadTarget> {
  const store = objectStore();
  const { uploadId, objectPath } = newObjectPath();
  const token = randomBytes(24).toString('base64url');
  const contentType = input.contentType ?? DEFAULT_CONTENT_TYPE;
  const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
  const target = await store.createUploadTarget(objectPath, { uploadId, token, contentType, expiresAt });
  const record: PendingUpload = {
    objectPath,
    createdBy: user.id,
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromDate(expiresAt),
    fileName: input.fileName === undefined ? null : displayFileName(input.fileName),
    contentType,
    tokenHash: store.kind === 'local-disk' ? sha256Hex(token) : null,
    state: 'pending',
  };
  await pendingUploads().doc(uploadId).create(record);
  return { uploadURL: target.uploadURL, objectPath, method: 'PUT', headers: target.headers, expiresAt: expiresAt.toISOString() };
}

/** The local-disk store, or 404: its upload and download endpoints do not exist otherwise. */
export function localStoreOr404(): LocalObjectStore {
  const store = objectStore();
  if (store.kind !== 'local-disk') throw notFound('No such API route');
  return store as LocalObjectStore;
}

/**
 * The PUT to a local-disk uploadURL. The token is checked and the upload taken in one
 * transaction, so the URL works once; a failed PUT (too large, connection lost) frees it for a
 * retry within its window.
 */
export async function receiveLocalUpload(uploadId: string, token: string, body: Readable): Promise<{ objectPath: string; size: number }> {
  const store = localStoreOr404();
  const ref = pendingUploads().doc(uploadId);
  const refused = forbidden('This upload URL is not valid, was already used or has expired');
  const pending = await db.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const data = doc.data() as PendingUpload | undefined;
    if (!data || !data.tokenHash || data.tokenHash !== sha256Hex(token)) throw refused;
    if (data.state !== 'pending' || data.expiresAt.toMillis() < Date.now()) throw refused;
    tx.update(ref, { state: 'uploading' });
    return data;
  });
  try {
    const stored = await store.write(pending.objectPath, body, { contentType: pending.contentType, maxBytes: LIMITS.attachmentMaxBytes });
    await ref.update({ state: 'uploaded' });
    return { objectPath: pending.objectPath, size: stored.size };
  } catch (err) {
    await ref.update({ state: 'pending' });
    throw err;
  }
}

const NOT_FROM_UPLOAD_FLOW = 'This file was not uploaded through POST /api/objects/upload, or it is already attached';

/**
 * The finished upload a fileURL names: one this user asked for through POST /api/objects/upload,
 * whose bytes arrived and which nothing uses yet (400 otherwise). Whoever records the file takes
 * the upload in the same transaction (`takeUpload`), so it is used once.
 */
export async function finishedUpload(user: PublicUser, fileURL: string) {
  const uploadId = uploadIdFromFileUrl(fileURL);
  if (!uploadId) throw badRequest(NOT_FROM_UPLOAD_FLOW);
  const pendingRef = pendingUploads().doc(uploadId);
  const pending = (await pendingRef.get()).data() as PendingUpload | undefined;
  if (!pending || pending.createdBy !== user.id) throw badRequest(NOT_FROM_UPLOAD_FLOW);
  const stored = await objectStore().stat(pending.objectPath);
  if (!stored) throw badRequest('The file has not been uploaded yet');
  return { pendingRef, pending, stored };
}

/**
 * Marks the upload used, inside the transaction that records the file. Checked again there: of
 * two concurrent requests recording one upload, one wins. Call it before the transaction's writes.
 */
export async function takeUpload(tx: Transaction, pendingRef: DocumentReference) {
  if (!(await tx.get(pendingRef)).exists) throw badRequest(NOT_FROM_UPLOAD_FLOW);
  tx.delete(pendingRef);
}

/** PUT /api/developments/{id}/attachments: records a finished upload on the development. */
export async function attachFile(
  user: PublicUser,
  developmentId: string,
  input: { fileURL: string; fileName?: string },
): Promise<Development> {
  const store = objectStore();
  const devRef = developmentsCollection().doc(developmentId);
  if (!(await devRef.get()).exists) throw developmentNotFound();
  const { pendingRef, pending, stored } = await finishedUpload(user, input.fileURL);
  if (stored.size > LIMITS.attachmentMaxBytes) {
    await store.delete(pending.objectPath);
    await pendingRef.delete();
    throw badRequest(`The file is larger than ${LIMITS.attachmentMaxBytes} bytes`);
  }
  const fileName = displayFileName(input.fileName ?? pending.fileName);
  await store.setDownloadName(pending.objectPath, fileName);
  const attachment: Attachment = {
    path: pending.objectPath,
    url: await store.downloadUrl(pending.objectPath),
    fileName,
    contentType: stored.contentType,
    size: stored.size,
  };

  await runStaffTransaction(async (tx) => {
    const dev = await tx.get(devRef);
    await takeUpload(tx, pendingRef);
    const before = dev.data();
    if (!before) throw developmentNotFound();
    const attachments = [...developmentFromDoc(dev).attachments, attachment];
    writeStaffChange(tx, { actor: user, ref: devRef, before, after: { ...before, attachments, updatedAt: FieldValue.serverTimestamp() } });
  });
  return developmentFromDoc(await devRef.get());
}

/** DELETE /api/developments/{id}/attachments: removes the attachment and deletes its object. */
export async function deleteAttachment(user: PublicUser, developmentId: string, attachmentPath: string): Promise<Development> {
  const devRef = developmentsCollection().doc(developmentId);
  const removed = await runStaffTransaction(async (tx) => {
    const dev = await tx.get(devRef);
    const before = dev.data();
    if (!before) throw developmentNotFound();
    const { attachments } = developmentFromDoc(dev);
    const match = attachments.find((a) => a.path === attachmentPath || a.url === attachmentPath);
    if (!match) throw notFound('This development has no such attachment');
    const after = { ...before, attachments: attachments.filter((a) => a !== match), updatedAt: FieldValue.serverTimestamp() };
    writeStaffChange(tx, { actor: user, ref: devRef, before, after });
    return match;
  });
  await objectStore().delete(removed.path);
  return developmentFromDoc(await devRef.get());
}

/** Deletes the stored files of a development; call when the development itself is deleted. */
export async function deleteAllAttachmentFiles(development: Pick<Development, 'attachments'>) {
  const store = objectStore();
  await Promise.all(development.attachments.map((a) => store.delete(a.path)));
}

/**
 * Deletes uploads handed out more than 24 hours ago and never attached, with their bytes. The
 * scheduled function `cleanupUploads` runs it in production; `npm run cleanup:uploads` locally.
 */
export async function cleanupAbandonedUploads(now = new Date()): Promise<number> {
  const store = objectStore();
  const cutoff = Timestamp.fromMillis(now.getTime() - ABANDONED_UPLOAD_AGE_MS);
  const snap = await pendingUploads().where('createdAt', '<', cutoff).get();
  for (const doc of snap.docs) {
    await store.delete((doc.data() as PendingUpload).objectPath);
    await doc.ref.delete();
  }
  return snap.size;
}
