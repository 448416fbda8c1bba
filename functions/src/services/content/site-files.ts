import { buffer } from 'node:stream/consumers';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { megabytes, type PublicUser } from '@roca/contract';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { SITE_FILE_KINDS, SITE_FILE_SLOTS, type SiteFile, type SiteFileSlot, type siteFileUpdate } from '@roca/contract/content/site-files';
import type { z } from 'zod';
import { HttpError, badRequest } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { withEveryField } from '../../lib/storable';
import { objectStore } from '../../storage/select-store';
import { takeUpload, displayFileName, finishedUpload } from './attachments';
import { readSiteFiles, siteFilesCollection } from './site-content';
import { runStaffTransaction, writeStaffChange } from '../core';

/**
 * Replacing a file of the public pages (docs/content.md, Files). The new file arrives through the
 * upload flow (POST /api/objects/upload, then the PUT of its bytes); this checks what it is by
 * its content, records it on siteFiles/{slot} and keeps the replaced file's object, which a
 * restore from the audit log may bring back. The publisher copies the bytes to the site.
 */

const refuseFile = (message: string) => badRequest(message, { fileURL: message });

/** What siteFiles/{slot} stores, every field always (null when blank; lib/storable.ts), plus updatedAt. */
const STORED_FIELDS = [
  'url',
  'contentType',
  'size',
  'width',
  'height',
  'alt',
  'caption',
  'objectPath',
  'sha256',
  'fileName',
] as const satisfies readonly (keyof SiteFile)[];

/** What siteFiles/{slot} stores about a file staff uploaded. */
type UploadedFile = Required<Pick<SiteFile, 'url' | 'objectPath' | 'sha256' | 'contentType' | 'size' | 'fileName'>> &
  Pick<SiteFile, 'width' | 'height'>;

/**
 * Reads an upload and checks it for this slot: the size against the kind's limit, the type by the
 * file's first bytes (file-type reads the magic numbers: %PDF-, the PNG, JPEG and WebP
 * signatures), never by its name or the content type the browser declared. A refused upload is
 * left as it is, unused; the daily clean-up of abandoned uploads deletes it.
 */
async function inspectUpload(user: PublicUser, slot: SiteFileSlot, fileURL: string) {
  const { kind, downloadName } = SITE_FILE_SLOTS[slot];
  const { contentTypes, maxBytes, label } = SITE_FILE_KINDS[kind];
  const { pendingRef, pending, stored } = await finishedUpload(user, fileURL).catch((err: unknown) => {
    // Name the field, so the form shows the upload's problem where the file is chosen.
    throw err instanceof HttpError && err.status === 400 ? refuseFile(err.message) : err;
  });
  if (stored.size > maxBytes) throw refuseFile(`The file is larger than ${megabytes(maxBytes)}, the limit for ${label}`);

  const store = objectStore();
  const bytes = await buffer(store.read(pending.objectPath));
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(contentTypes as readonly string[]).includes(detected.mime)) {
    throw refuseFile(`This file is not ${label}${detected ? ` (its content is ${detected.mime})` : ''}`);
  }
  let dimensions: { width?: number; height?: number } = {};
  if (kind === 'image') {
    try {
      const { width, height } = imageSize(bytes);
      dimensions = { width, height };
    } catch {
      throw refuseFile(`This image cannot be read; save it again as ${label}`);
    }
  }

  const fileName = displayFileName(pending.fileName ?? `${slot}.${detected.ext}`);
  await store.setDownloadName(pending.objectPath, downloadName ?? fileName);
  const file: UploadedFile = {
    url: await store.downloadUrl(pending.objectPath),
    objectPath: pending.objectPath,
    sha256: sha256Hex(bytes),
    contentType: detected.mime,
    size: bytes.length,
    fileName,
    ...dimensions,
  };
  return { pendingRef, file };
}

/** Problems with the texts sent for this slot, by field. */
function textProblems(slot: SiteFileSlot, update: z.output<typeof siteFileUpdate>) {
  const { kind, captioned } = SITE_FILE_SLOTS[slot];
  const problems: Record<string, string> = {};
  if (kind === 'pdf' && update.alt !== undefined) problems.alt = 'A PDF has no alt text';
  if (!captioned && update.caption !== undefined) problems.caption = 'This file is shown without a caption';
  return problems;
}

/**
 * PUT /api/site-files/{slot}: a new file, new alt text or caption, or both; what is not sent
 * keeps its value. An image always keeps an alt text.
 */
export async function updateSiteFile(user: PublicUser, slot: SiteFileSlot, update: z.output<typeof siteFileUpdate>): Promise<SiteFile> {
  const problems = textProblems(slot, update);
  if (Object.keys(problems).length) throw badRequest(`Invalid input - ${Object.values(problems).join('; ')}`, problems);
  const upload = update.fileURL ? await inspectUpload(user, slot, update.fileURL) : undefined;

  const ref = siteFilesCollection().doc(slot);
  await runStaffTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (upload) await takeUpload(tx, upload.pendingRef);
    // A slot never changed before holds the file the site shipped with.
    const { updatedAt: _, ...current } = (stored ?? SEED_CONTENT.files[slot]) as DocumentData;
    const after = withEveryField(
      {
        ...current,
        ...upload?.file,
        ...(update.alt !== undefined && { alt: update.alt || null }),
        ...(update.caption !== undefined && { caption: update.caption || null }),
      },
      STORED_FIELDS,
      null,
    );
    if (SITE_FILE_SLOTS[slot].kind === 'image' && !after.alt) {
      throw badRequest('Invalid input - alt: Alt text is required for an image', { alt: 'Alt text is required for an image' });
    }
    writeStaffChange(tx, { actor: user, ref, before: stored ?? null, after: { ...after, updatedAt: Timestamp.now() } });
  });
  return (await readSiteFiles())[slot];
}
