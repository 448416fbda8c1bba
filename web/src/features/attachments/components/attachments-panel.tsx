import { useState } from 'react';
import { LIMITS, fileSize, megabytes, type Attachment, type Development } from '@roca/contract';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useToast } from '#web/components/ui/toast';
import { errorMessage } from '#web/lib/api-client';
import { ATTACH_FAILED, useAttachFile, useDeleteAttachment } from '#web/features/attachments/api/attachments';

/** The edit view's attachments: the list (each deletable after a confirmation) and Upload File. */
export function AttachmentsPanel({ development }: { development: Development }) {
  const toast = useToast();
  const attach = useAttachFile(development.id);
  const remove = useDeleteAttachment(development.id);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const [opening, setOpening] = useState(false);

  async function openUploader() {
    setOpening(true);
    try {
      const uploader = await import('#web/components/admin/file-uploader');
      uploader.openUploader({
        maxFileSize: LIMITS.attachmentMaxBytes,
        note: `One file, up to ${megabytes(LIMITS.attachmentMaxBytes)}`,
        record: attach.mutateAsync,
      });
    } catch (err) {
      // The uploader's code could not be loaded (the network, or a new release since the page opened).
      toast({ title: ATTACH_FAILED, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  }

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete.path, { onSettled: () => setToDelete(null) });
  }

  return (
    <section aria-labelledby={`attachments-${development.id}`} className="mt-4 rounded-lg border border-gray-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`attachments-${development.id}`} className="font-semibold text-gray-900">
          File Attachments
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void openUploader()} disabled={opening}>
          Upload File
        </Button>
      </div>
      {development.attachments.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No files attached.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">
          {development.attachments.map((file, index) => (
            <li key={file.path} className="flex items-center justify-between gap-3 py-2 text-sm">
              <a className="min-w-0 break-all text-brand-700 underline" href={file.url} download={file.fileName}>
                Attachment {index + 1} - {file.fileName}
              </a>
              <span className="flex shrink-0 items-center gap-2">
                <span className="text-gray-600">{fileSize(file.size)}</span>
                <Button variant="ghost" size="sm" aria-label={`Delete ${file.fileName}`} onClick={() => setToDelete(file)}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Attachment"
        description={`Delete '${toDelete?.fileName ?? ''}'? The file is removed for good.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
