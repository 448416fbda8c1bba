import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isObjectPath } from './object-paths';
import { UploadTooLargeError, type LocalObjectStore, type StoredObject } from './object-store';

/**
 * Objects as files under one directory: `<dir>/uploads/<uuid>` holds the bytes and
 * `<dir>/uploads/<uuid>.json` the recorded content type, size and display name. Uploads and
 * downloads go through the API (routes/objects.ts), which plays the part of signed URLs.
 */
export function localDiskStore(dir: string): LocalObjectStore {
  const fileOf = (objectPath: string) => {
    // Paths come from the server, but a wrong one must never reach the file system.
    if (!isObjectPath(objectPath)) throw new Error(`Not an object path: ${objectPath}`);
    return join(dir, objectPath);
  };
  const metaOf = (objectPath: string) => `${fileOf(objectPath)}.json`;

  async function readMeta(objectPath: string): Promise<StoredObject | null> {
    try {
      return JSON.parse(await readFile(metaOf(objectPath), 'utf8')) as StoredObject;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    kind: 'local-disk',

    async createUploadTarget(_objectPath, { uploadId, token }) {
      return { uploadURL: `/api/objects/upload/${uploadId}?token=${token}`, headers: {} };
    },

    async write(objectPath, body, { contentType, maxBytes }) {
      const target = fileOf(objectPath);
      const partial = `${target}.part`;
      await mkdir(join(dir, 'uploads'), { recursive: true });
      let size = 0;
      // Past the limit the rest of the body is read and dropped rather than the request being
      // torn down, so the client receives the 413 instead of a reset connection.
      const countBytes = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, size > maxBytes ? undefined : chunk);
        },
      });
      try {
        await pipeline(body, countBytes, createWriteStream(partial));
        if (size > maxBytes) throw new UploadTooLargeError(maxBytes);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      await rename(partial, target);
      // The record is written last: an object exists for `stat` only once its bytes are complete.
      const stored: StoredObject = { size, contentType };
      await writeFile(metaOf(objectPath), JSON.stringify(stored));
      return stored;
    },

    stat: readMeta,

    async save(objectPath, bytes, { contentType, fileName }) {
      await mkdir(join(dir, 'uploads'), { recursive: true });
      await writeFile(fileOf(objectPath), bytes);
      const stored: StoredObject = { size: bytes.length, contentType, fileName };
      await writeFile(metaOf(objectPath), JSON.stringify(stored));
    },

    read(objectPath) {
      return createReadStream(fileOf(objectPath));
    },

    async readBytes(objectPath) {
      return readFile(fileOf(objectPath));
    },

    async setDownloadName(objectPath, fileName) {
      const meta = await readMeta(objectPath);
      if (!meta) throw new Error(`No stored object at ${objectPath}`);
      await writeFile(metaOf(objectPath), JSON.stringify({ ...meta, fileName }));
    },

    async downloadUrl(objectPath) {
      return `/api/objects/${objectPath}`;
    },

    async delete(objectPath) {
      await rm(fileOf(objectPath), { force: true });
      await rm(metaOf(objectPath), { force: true });
    },
  };
}
