import { Button } from '../../../components/ui/button';

/**
 * The Bulk Actions card of /admin/developments (spec section 2). The buttons are shown here;
 * their behaviour belongs to the bulk-actions feature, which replaces this file.
 */
export function BulkActionsCard({ count, canEdit }: { count: number; canEdit: boolean }) {
  return (
    <section aria-labelledby="bulk-actions" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="bulk-actions" className="text-lg font-semibold text-gray-900">
        Bulk Actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary">Export All ({count})</Button>
        <Button variant="secondary" disabled={!canEdit}>
          Import Updates
        </Button>
        <Button variant="secondary">Generate Report</Button>
      </div>
    </section>
  );
}
