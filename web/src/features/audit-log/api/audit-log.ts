import type { AuditEntry, AuditRestoreResult } from '@roca/contract/audit';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { auditLogs } from '../../../lib/queries/audit-log';
import { developmentsQuery } from '../../../lib/queries/developments';
import { eventLists } from '../../../lib/queries/events';

const noun = (entry: AuditEntry) => (entry.itemType === 'development' ? 'Development' : 'Event');

/** POST /api/audit/{id}/restore; the audit log and the lists the item may come back to refresh after it. */
export const useRestoreDeleted = () =>
  useApiMutation({
    request: (entry: AuditEntry) => apiRequest<AuditRestoreResult>('POST', `/api/audit/${encodeURIComponent(entry.id)}/restore`),
    invalidates: [auditLogs, developmentsQuery.queryKey, eventLists],
    success: (result, entry) => ({
      title: `${noun(entry)} restored`,
      description: result.droppedAttachments.length
        ? `Attachments whose files were deleted could not come back: ${result.droppedAttachments.join(', ')}.`
        : `"${entry.itemLabel}" is back.`,
    }),
    failure: (entry) => `Failed to restore ${noun(entry).toLowerCase()}`,
  });
