import { randomUUID } from 'node:crypto';
import { LIMITS } from '@roca/contract';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import type { ObjectStore } from './object-store';

/**
 * Headers signed into every upload URL, which the browser must send as they are: Cloud Storage
 * refuses a body outside the size range, and with generation 0 a PUT over an object that already
 * exists (412), so a URL writes its object once and nobody can replace a file with it afterwards.
 */
const SIGNED_UPLOAD_HEADERS = {
  'x-goog-content-length-range': `0,${LIMITS.attachmentMaxBytes}`,
  'x-goog-if-generation-match': '0',
};

/**
 * Production store (and the Storage emulator's, where one runs; in tests, a stand-in of Cloud
 * Storage). The browser PUTs straight to a V4 signed URL; downloads use a Firebase download token,
 * so the bucket stays closed to clients (storage.rules deny everything) while a link on the public
 * page still works for anyone.
 */
export function cloudStorageStore(bucketName: string | undefined): ObjectStore {
  // Without a name the app's default bucket is used (FIREBASE_CONFIG.storageBucket in Functions).
  const bucket = () => getStorage().bucket(bucketName);
  const isNotFound = (err: unknown) => (err as { code?: number }).code === 404;

  return {
    kind: 'cloud-storage',

    async createUploadTarget(objectPath, { contentType, expiresAt }) {
      const headers = { 'Content-Type': contentType, ...SIGNED_UPLOAD_HEADERS };
      const [uploadURL] = await bucket().file(objectPath).getSignedUrl({
        version: 'v4',
        action: 'write',
        expires: expiresAt,
        contentType,
        extensionHeaders: SIGNED_UPLOAD_HEADERS,
      });
      return { uploadURL, headers };
    },

    async stat(objectPath) {
      try {
        const [meta] = await bucket().file(objectPath).getMetadata();
        return {
          size: Number(meta.size),
          contentType: meta.contentType ?? 'application/octet-stream',
          fileName: typeof meta.metadata?.fileName === 'string' ? meta.metadata.fileName : undefined,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async setDownloadName(objectPath, fileName) {
      await bucket()
        .file(objectPath)
        .setMetadata({
          contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          metadata: { fileName, firebaseStorageDownloadTokens: randomUUID() },
        });
    },

    async save(objectPath, bytes, { contentType, fileName }) {
      // One request (no resumable session): the server's own files are small.
      await bucket()
        .file(objectPath)
        .save(bytes, {
          resumable: false,
          contentType,
          metadata: {
            contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
            metadata: { fileName, firebaseStorageDownloadTokens: randomUUID() },
          },
        });
    },

    async downloadUrl(objectPath) {
      return getDownloadURL(bucket().file(objectPath));
    },

    async readBytes(objectPath) {
      const [bytes] = await bucket().file(objectPath).download();
      return bytes;
    },

    async delete(objectPath) {
      await bucket().file(objectPath).delete({ ignoreNotFound: true });
    },

    read(objectPath) {
      return bucket().file(objectPath).createReadStream();
    },
  };
}
