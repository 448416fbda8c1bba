import { LIMITS, megabytes, type Development } from '@roca/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FileField, PendingButton } from '#web/components/ui/form-field';
import { useImportDevelopments } from '#web/features/bulk-actions/api/import-developments';
import { plural } from '#web/lib/plural';
import { previewRows, type PreviewRow } from '#web/features/bulk-actions/lib/preview-rows';
import { readImportFile } from '#web/features/bulk-actions/lib/read-import-file';

type State = { step: 'choose'; error?: string } | { step: 'preview'; fileName: string; rows: PreviewRow[] };

const STATUS_TEXT = { new: 'New', duplicate: 'Duplicate', invalid: 'Invalid' } as const;
const STATUS_CLASSES = {
  new: 'bg-green-100 text-green-900',
  duplicate: 'bg-gray-200 text-gray-900',
  invalid: 'bg-red-100 text-red-900',
} as const;

/**
 * Import Updates: choose a CSV or JSON file (developments or legacy development_updates shape),
 * see every row as new, duplicate or invalid with its reason, then import the new valid rows.
 */
export function ImportDialog({
  open,
  onOpenChange,
  stored,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stored: Development[];
}) {
  const importRows = useImportDevelopments();
  const [state, setState] = useState<State>({ step: 'choose' });
  const inputId = useId();

  function close(next: boolean) {
    if (!next) setState({ step: 'choose' });
    onOpenChange(next);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readImportFile(file);
    if (!read.ok) return setState({ step: 'choose', error: read.message });
    setState({ step: 'preview', fileName: file.name, rows: previewRows(read.rows, stored) });
  }

  if (state.step === 'choose') {
    return (
      <Dialog open={open} onOpenChange={close} title="Import Updates" description="Add development updates from a CSV or JSON file.">
        <FileField
          id={inputId}
          label="File to import"
          accept=".csv,.json,text/csv,application/json"
          onChange={choose}
          hint={
            <>
              Columns as in Export All (projectTitle, subTitle, description, date, status, link1-4, linkText1-4), or the older
              development_updates format (date, title, subtitle, description, status, links). Up to{' '}
              {LIMITS.importMaxRows.toLocaleString('en-US')} rows and {megabytes(LIMITS.importMaxBytes)}. Nothing is imported before you
              confirm.
            </>
          }
        />
        {state.error && (
          <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {state.error}
          </p>
        )}
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    );
  }

  const fresh = state.rows.filter((r) => r.status === 'new');
  const counts = {
    new: fresh.length,
    duplicate: state.rows.filter((r) => r.status === 'duplicate').length,
    invalid: state.rows.filter((r) => r.status === 'invalid').length,
  };

  function confirm() {
    const rows = fresh.flatMap((r) => (r.status === 'new' ? [r.value] : []));
    importRows.mutate({ rows, invalidInFile: counts.invalid }, { onSuccess: () => close(false) });
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Import Updates" description={`Preview of ${state.fileName}`}>
      <p className="text-sm text-gray-900" aria-live="polite">
        {plural(state.rows.length, 'row')}: <strong>{counts.new} new</strong>, {plural(counts.duplicate, 'duplicate')}, {counts.invalid}{' '}
        invalid.
      </p>
      <div className="mt-3 max-h-80 overflow-y-auto rounded-md border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of {state.fileName}</caption>
          <thead className="sticky top-0 bg-gray-100 text-gray-900">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                Row
              </th>
              <th scope="col" className="px-2 py-1.5">
                Update
              </th>
              <th scope="col" className="px-2 py-1.5">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((r) => (
              <tr key={r.row} className="border-t border-gray-200 align-top">
                <td className="px-2 py-1.5 text-gray-700">{r.row}</td>
                <td className="px-2 py-1.5">
                  {r.status === 'invalid' ? r.label : `${r.value.date} · ${r.value.projectTitle}`}
                  {r.status === 'invalid' && <span className="block text-red-800">{r.reason}</span>}
                </td>
                <td className="px-2 py-1.5">
                  <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[r.status]}`}>{STATUS_TEXT[r.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setState({ step: 'choose' })} disabled={importRows.isPending}>
          Choose another file
        </Button>
        <PendingButton onClick={confirm} pending={importRows.isPending} pendingLabel="Importing..." disabled={fresh.length === 0}>
          Import {plural(fresh.length, 'new update')}
        </PendingButton>
      </div>
    </Dialog>
  );
}
