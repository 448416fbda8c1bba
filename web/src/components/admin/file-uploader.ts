// Loaded on demand by the screens that upload (a development's attachments, the Content area's
// files): Uppy and its CSS never reach the public pages.
import Uppy, { type Meta } from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import XHRUpload from '@uppy/xhr-upload';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import type { UploadTarget } from '@roca/contract';
import { apiRequest } from '#web/lib/api-client';

type Body = Record<string, never>;

/** Retry only what may pass on a second try (docs/requirements.md, Uploads): 408, 409, 418, 423, 429 and 5xx but 501/505. */
const RETRY_STATUSES = new Set([408, 409, 418, 423, 429]);
const shouldRetry = (xhr: XMLHttpRequest) =>
  RETRY_STATUSES.has(xhr.status) || (xhr.status >= 500 && xhr.status !== 501 && xhr.status !== 505);

/** POST /api/objects/upload: a one-time URL for this file's bytes. */
const requestUploadTarget = (file: { name?: string; type?: string }) =>
  apiRequest<UploadTarget>('POST', '/api/objects/upload', { fileName: file.name, contentType: file.type || undefined });

export type UploaderOptions = {
  /** Bytes; Uppy refuses a larger file before sending it (the server checks again). */
  maxFileSize: number;
  /** MIME types or extensions the file picker offers, e.g. ['application/pdf', '.pdf']. */
  allowedFileTypes?: string[];
  /** The line under the drop zone, e.g. 'One file, up to 50 MB'. */
  note: string;
  /**
   * Records the finished upload (its uploadURL is the fileURL the API takes): a mutation whose
   * own toasts say how that went.
   */
  record: (upload: { fileURL: string; fileName: string }) => Promise<unknown>;
};

/**
 * Opens the Uppy dashboard in a modal for one file. Each upload asks the API for a fresh one-time
 * URL, PUTs the bytes there, then hands the URL to `record`. Everything is torn down when the
 * modal closes.
 */
export function openUploader({ maxFileSize, allowedFileTypes, note, record }: UploaderOptions) {
  const targets = new Map<string, UploadTarget>();
  const targetOf = (file: { id: string; name?: string }) => {
    const target = targets.get(file.id);
    if (!target) throw new Error(`No upload URL for ${file.name}`);
    return target;
  };

  const uppy = new Uppy<Meta, Body>({ restrictions: { maxNumberOfFiles: 1, maxFileSize, allowedFileTypes } })
    .use(Dashboard, {
      inline: false,
      closeAfterFinish: true,
      closeModalOnClickOutside: false,
      proudlyDisplayPoweredByUppy: false,
      note,
    })
    .use(XHRUpload, {
      method: 'PUT',
      formData: false,
      limit: 1,
      endpoint: (file) => targetOf(file as { id: string }).uploadURL,
      headers: (file) => targetOf(file).headers,
      shouldRetry,
    });

  uppy.addPreProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      targets.set(id, await requestUploadTarget({ name: file.name, type: file.type }));
      // The bytes go untyped: the content type travels in the target's headers (Cloud Storage,
      // signed) or in the upload record (local store). A typed body would be buffered, and
      // capped at 32 MB, by the Functions emulator's body parser.
      const data = file.data as Blob;
      uppy.setFileState(id, { data: data.slice(0, data.size, '') });
    }
  });

  uppy.addPostProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      if (!file.progress.uploadComplete) continue;
      try {
        await record({ fileURL: targetOf(file).uploadURL, fileName: file.name ?? 'file' });
      } catch {
        // Shown by the recording mutation's failure toast.
      }
    }
  });

  const dashboard = uppy.getPlugin('Dashboard')!;
  uppy.on('dashboard:modal-closed', () => uppy.destroy());
  void dashboard.openModal();
}
