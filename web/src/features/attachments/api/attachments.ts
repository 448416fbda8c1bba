import type { Development } from '@roca/contract';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { developmentsQuery } from '#web/lib/queries/developments';

/** Also the title when the uploader itself cannot be opened. */
export const ATTACH_FAILED = 'Failed to attach file';

const attachmentsPath = (developmentId: string) => `/api/developments/${encodeURIComponent(developmentId)}/attachments`;
/** The development list the admin screen and the home page read. */
const invalidates = [developmentsQuery.queryKey];

/** Records an uploaded file on the development (PUT .../attachments). */
export const useAttachFile = (developmentId: string) =>
  useApiMutation({
    request: ({ fileURL, fileName }: { fileURL: string; fileName: string }) =>
      apiRequest<Development>('PUT', attachmentsPath(developmentId), { fileURL, fileName }),
    invalidates,
    success: 'File attached successfully',
    failure: ATTACH_FAILED,
  });

export const useDeleteAttachment = (developmentId: string) =>
  useApiMutation({
    request: (attachmentPath: string) => apiRequest<Development>('DELETE', attachmentsPath(developmentId), { attachmentPath }),
    invalidates,
    success: 'Attachment deleted successfully',
    failure: 'Failed to delete attachment',
  });
