import type { AuditEntry, AuditRestoreResult } from '@roca/contract/audit';
import { RESTORABLE_DELETIONS, RESTORABLE_VERSIONS } from '@roca/contract/item-kinds';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { auditLogs } from '#web/lib/queries/audit-log';
import { itemQueryKey } from '#web/lib/queries/item-kinds';
import { restoredNounOf } from '#web/features/audit-log/components/item-labels';

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * POST /api/audit/{id}/restore: a deleted item comes back, or content is put back as it was
 * before a change. The audit log and every list the item may come back to refresh after it.
 */
export const useRestoreDeleted = () =>
  useApiMutation({
    request: (entry: AuditEntry) => apiRequest<AuditRestoreResult>('POST', `/api/audit/${encodeURIComponent(entry.id)}/restore`),
    invalidates: [auditLogs, ...[...RESTORABLE_DELETIONS, ...RESTORABLE_VERSIONS].map(itemQueryKey)],
    success: (result, entry) => ({
      title: `${capitalised(restoredNounOf(entry))} restored`,
      description: result.droppedAttachments.length
        ? `Attachments whose files were deleted could not come back: ${result.droppedAttachments.join(', ')}.`
        : entry.action === 'delete'
          ? `"${entry.itemLabel}" is back.`
          : entry.action === 'delete-payment'
            ? `The payment is back in the record of "${entry.itemLabel}".`
            : `"${entry.itemLabel}" is as it was before this change.`,
    }),
    failure: (entry) => `Failed to restore ${restoredNounOf(entry)}`,
  });
