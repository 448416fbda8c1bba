import { afterStaffChange } from '../core';
import { deleteAllAttachmentFiles } from './attachments';

/**
 * What the content domain does after staff changes are stored (core/staff-changes.ts,
 * afterStaffChange); index.ts loads this file.
 */

// A deleted development update's files go with it: nothing else points at them any more.
afterStaffChange('development', 'delete the files of a deleted development', async ({ before, after }) => {
  if (before && !after) await deleteAllAttachmentFiles({ attachments: Array.isArray(before.attachments) ? before.attachments : [] });
});
