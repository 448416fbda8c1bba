import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Button } from '#web/components/ui/button';
import { developmentsQuery } from '#web/lib/queries/developments';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';

/** The Bulk Actions card of /admin/developments: Export All, Import Updates (Super and Admin), Generate Report. */
export function BulkActions({ canImport }: { canImport: boolean }) {
  const list = useQuery(developmentsQuery);
  const developments = list.data ?? [];
  const [dialog, setDialog] = useState<'export' | 'import' | null>(null);
  const setOpen = (which: 'export' | 'import') => (open: boolean) => setDialog(open ? which : null);

  return (
    <section aria-labelledby="bulk-actions" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="bulk-actions" className="text-lg font-semibold text-gray-900">
        Bulk Actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Both wait for the stored list: an export must be complete, and the preview compares with it. */}
        <Button variant="secondary" disabled={!list.isSuccess} onClick={() => setDialog('export')}>
          Export All ({developments.length})
        </Button>
        <Button variant="secondary" disabled={!canImport || !list.isSuccess} onClick={() => setDialog('import')}>
          Import Updates
        </Button>
        <Link
          to={STAFF_PATHS.developmentsReport}
          className="inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Generate Report
        </Link>
      </div>
      <ExportDialog open={dialog === 'export'} onOpenChange={setOpen('export')} developments={developments} />
      {canImport && <ImportDialog open={dialog === 'import'} onOpenChange={setOpen('import')} stored={developments} />}
    </section>
  );
}
