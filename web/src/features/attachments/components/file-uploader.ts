// Loaded on demand by AttachmentsPanel: Uppy and its CSS never reach the public pages.
import Uppy, { type Meta } from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import XHRUpload from '@uppy/xhr-upload';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { LIMITS, type UploadTarget } from '@roca/contract';
import { requestUploadTarget } from '../api/attachments';

type Body = Record<string, never>;

/** Retry only what may pass on a second try (docs/requirements.md, Uploads): 408, 409, 418, 423, 429 and 5xx but 501/505. */
const RETRY_STATUSES = new Set([408, 409, 418, 423, 429]);
const shouldRetry = (xhr: XMLHttpRequest) =>
  RETRY_STATUSES.has(xhr.status) || (xhr.status >= 500 && xhr.status !== 501 && xhr.status !== 505);

/** Records an uploaded file on the development; its toasts say how that went. */
type AttachFile = (upload: { fileURL: string; fileName: string }) => Promise<unknown>;

/**
 * Opens the Uppy dashboard in a modal for one file of at most 50 MB. Each upload asks the API
 * for a fresh one-time URL, PUTs the bytes there, then records the file on the development.
 * Everything is torn down when the modal closes.
 */
export function openUploader(attachFile: AttachFile) {
  const targets = new Map<string, UploadTarget>();
  const targetOf = (file: { id: string; name?: string }) => {
    const target = targets.get(file.id);
    if (!target) throw new Error(`No upload URL for ${file.name}`);
    return target;
  };

  const uppy = new Uppy<Meta, Body>({
    restrictions: { maxNumberOfFiles: LIMITS.attachmentMaxFiles, maxFileSize: LIMITS.attachmentMaxBytes },
  })
    .use(Dashboard, {
      inline: false,
      closeAfterFinish: true,
      closeModalOnClickOutside: false,
      proudlyDisplayPoweredByUppy: false,
      note: 'One file, up to 50 MB',
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
        await attachFile({ fileURL: targetOf(file).uploadURL, fileName: file.name ?? 'file' });
      } catch {
        // Shown by the attach's failure toast; the other files still get attached.
      }
    }
  });

  const dashboard = uppy.getPlugin('Dashboard')!;
  uppy.on('dashboard:modal-closed', () => uppy.destroy());
  void dashboard.openModal();
}
