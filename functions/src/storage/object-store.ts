import type { Readable } from 'node:stream';

/** What the store knows about a stored object. */
export type StoredObject = { size: number; contentType: string; fileName?: string };

/** Where and how the browser sends one new object's bytes. */
type UploadTarget = { uploadURL: string; headers: Record<string, string> };

/**
 * The one storage interface (docs/requirements.md, Uploads; docs/storage.md). Object paths are
 * always server-generated (`uploads/<uuid>`, see objectPaths.ts); no method accepts a path built
 * from a file name.
 */
export interface ObjectStore {
  readonly kind: 'local-disk' | 'cloud-storage';
  /** A URL that accepts exactly one PUT of at most LIMITS.attachmentMaxBytes for this object. */
  createUploadTarget(
    objectPath: string,
    options: { uploadId: string; token: string; contentType: string; expiresAt: Date },
  ): Promise<UploadTarget>;
  /** Size and content type of a stored object; null when nothing is stored there. */
  stat(objectPath: string): Promise<StoredObject | null>;
  /** Records the display name, so a download saves under it with the recorded content type. */
  setDownloadName(objectPath: string, fileName: string): Promise<void>;
  /** A URL anonymous visitors can download the object from, without the bucket being public. */
  downloadUrl(objectPath: string): Promise<string>;
  /** The object's bytes, e.g. for a publish to copy into the Hosting site; throws when nothing is stored there. */
  readBytes(objectPath: string): Promise<Buffer>;
  /**
   * Stores bytes the server made (a consultation's letter as a PDF) at a path from newObjectPath,
   * with its content type and the name a download saves under.
   */
  save(objectPath: string, bytes: Buffer, options: { contentType: string; fileName: string }): Promise<void>;
  /** Deletes the object; deleting what is not there is not an error. */
  delete(objectPath: string): Promise<void>;
  /** The object's bytes, e.g. to check what a file is by its content (services/content/site-files.ts). */
  read(objectPath: string): Readable;
}

/** The local-disk store also receives uploads and serves downloads through the API itself. */
export interface LocalObjectStore extends ObjectStore {
  readonly kind: 'local-disk';
  /** Streams a body to the object; throws UploadTooLargeError (storing nothing) past maxBytes. */
  write(objectPath: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<StoredObject>;
}

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than the limit of ${maxBytes} bytes`);
  }
}
