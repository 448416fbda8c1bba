import type { Development } from '@roca/contract';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { useToast } from '#web/components/ui/toast';
import { downloadText } from '#web/lib/download-file';
import { exportDevelopments, exportFileName, type ExportFormat } from '#web/features/bulk-actions/lib/export-file';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'csv', label: 'CSV', hint: 'Opens in Excel, Numbers or Google Sheets.' },
  { value: 'json', label: 'JSON', hint: 'Every field exactly as stored, attachments included.' },
];

/** Export All: the user picks CSV or JSON, then the browser downloads every development update. */
export function ExportDialog({
  open,
  onOpenChange,
  developments,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  developments: Development[];
}) {
  const toast = useToast();
  const [format, setFormat] = useState<ExportFormat>('csv');

  function download() {
    const { content, mimeType } = exportDevelopments(developments, format);
    downloadText(exportFileName(format), content, mimeType);
    toast({ title: 'Export downloaded', description: `${developments.length} development updates saved as ${format.toUpperCase()}.` });
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export All"
      description={`Download all ${developments.length} development updates.`}
    >
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">File format</legend>
        <div className="mt-2 space-y-2">
          {FORMATS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="export-format"
                value={option.value}
                checked={format === option.value}
                onChange={() => setFormat(option.value)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium text-gray-900">{option.label}</span>
                <span className="block text-sm text-gray-700">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={download}>Download {format.toUpperCase()}</Button>
      </div>
    </Dialog>
  );
}
