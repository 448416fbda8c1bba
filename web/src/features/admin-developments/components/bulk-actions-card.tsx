import { BulkActions } from '../../bulk-actions/components/bulk-actions';

/**
 * The Bulk Actions card of /admin/developments (spec section 2). Its behaviour lives in the
 * bulk-actions feature; `count` stays for the developments manager, which passes it.
 */
export function BulkActionsCard({ canEdit }: { count: number; canEdit: boolean }) {
  return <BulkActions canImport={canEdit} />;
}
