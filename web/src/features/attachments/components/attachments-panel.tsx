import type { Development } from '@roca/contract';

/**
 * Placeholder: the attachments list and Upload File button of a development's edit view come
 * with the Attachments issue, which replaces this file.
 */
export function AttachmentsPanel(_props: { development: Development }) {
  return null;
}
