import { randomUUID } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OBJECT_PATH = new RegExp(`^uploads/${UUID}$`);
/** The upload id at the end of an uploadURL, a download URL or an object path. */
const UPLOAD_ID_IN_URL = new RegExp(`/uploads?/(${UUID})$`);

/** A fresh object path. Never derived from the file name, so no traversal and no overwrite. */
export function newObjectPath() {
  const uploadId = randomUUID();
  return { uploadId, objectPath: objectPathOf(uploadId) };
}

const objectPathOf = (uploadId: string) => `uploads/${uploadId}`;

export const isObjectPath = (path: string) => OBJECT_PATH.test(path);

const UPLOAD_ID = new RegExp(`^${UUID}$`);
/** An upload id as newObjectPath makes them; anything else names no upload. */
export const isUploadId = (id: string) => UPLOAD_ID.test(id);

/**
 * The upload id named by a fileURL: the uploadURL the browser PUT to (local `/api/objects/upload/<id>?token=...`
 * or a signed Cloud Storage URL `.../uploads/<id>?X-Goog-...`) or the bare object path. Null for anything else.
 */
export function uploadIdFromFileUrl(fileURL: string): string | null {
  try {
    const { pathname } = new URL(fileURL, 'http://relative.invalid');
    return UPLOAD_ID_IN_URL.exec(decodeURIComponent(pathname))?.[1] ?? null;
  } catch {
    // Not a URL at all, or a malformed %-escape.
    return null;
  }
}
