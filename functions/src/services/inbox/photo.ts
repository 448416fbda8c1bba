import { fileTypeFromBuffer } from 'file-type';
import { INBOX_PHOTO_TYPES, type InboxPhotoType } from '@roca/contract/inbox-choices';
import { LIMITS } from '@roca/contract/limits';
import { newObjectPath } from '../../storage/object-paths';
import { objectStore } from '../../storage/select-store';
import { displayFileName } from '../content';
import type { StoredPhoto } from './items';

/**
 * The heritage form's photo (docs/inbox.md, "The forms"): a file of at most
 * LIMITS.inboxPhotoMaxBytes whose bytes are an image of INBOX_PHOTO_TYPES (what the sender's browser
 * calls it counts for nothing), kept with the item in the object store under a path of ours and
 * removed with its personal data (retention.ts). Staff open it through GET /api/inbox/{id}/photo.
 */

/** A photo as the form sent it. `truncated`: it went past the limit, and only its start was read. */
export type SentPhoto = { fileName: string; bytes: Buffer; truncated: boolean };

/** A photo that passed the checks, to be saved once the whole form has. */
export type CheckedPhoto = { fileName: string; bytes: Buffer; contentType: InboxPhotoType };

const MEGABYTES = Math.round(LIMITS.inboxPhotoMaxBytes / 1024 / 1024);
const TYPES = Object.values(INBOX_PHOTO_TYPES);
const PHOTO_TOO_LARGE = `The photo must be at most ${MEGABYTES} MB: please send a smaller copy, or e-mail it to us.`;
const PHOTO_NOT_AN_IMAGE = `The photo must be a ${TYPES.slice(0, -1).join(', ')} or ${TYPES.at(-1)} image.`;

const isPhotoType = (mime: string | undefined): mime is InboxPhotoType => mime !== undefined && mime in INBOX_PHOTO_TYPES;

/** The photo checked by its size and its bytes, or the message to show beside the field. */
export async function checkPhoto(photo: SentPhoto): Promise<{ photo: CheckedPhoto } | { error: string }> {
  if (photo.truncated || photo.bytes.length > LIMITS.inboxPhotoMaxBytes) return { error: PHOTO_TOO_LARGE };
  const detected = await fileTypeFromBuffer(photo.bytes);
  if (!isPhotoType(detected?.mime)) return { error: PHOTO_NOT_AN_IMAGE };
  const fileName = displayFileName(photo.fileName.trim() ? photo.fileName : `photo.${detected.ext}`);
  return { photo: { fileName, bytes: photo.bytes, contentType: detected.mime } };
}

/** Saves a checked photo under a new object path; what the item keeps of it. */
export async function savePhoto(photo: CheckedPhoto): Promise<StoredPhoto> {
  const { objectPath } = newObjectPath();
  await objectStore().save(objectPath, photo.bytes, { contentType: photo.contentType, fileName: photo.fileName });
  return { objectPath, fileName: photo.fileName, contentType: photo.contentType, size: photo.bytes.length };
}

/** Removes a saved photo whose item was not stored after all. */
export const discardPhoto = (stored: StoredPhoto) => objectStore().delete(stored.objectPath);
