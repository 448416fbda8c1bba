import { currentMembershipYear } from '@roca/contract/membership';
import { useQuery } from '@tanstack/react-query';
import { todayInVancouver } from '@roca/contract/days';
import { QueryError } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { downloadText } from '#web/lib/download-file';
import { membersQuery } from '#web/lib/queries/members';
import { exportRegister, registerFileName, type ExportFormat } from '#web/features/members/lib/member-files';

/** Export: the whole register with every payment, as CSV (formulas neutralised) or JSON. */
export function ExportScreen() {
  const toast = useToast();
  const year = currentMembershipYear();
  const list = useQuery(membersQuery({ year }));

  function download(format: ExportFormat) {
    if (!list.data) return;
    const { content, mimeType } = exportRegister(list.data, format, year);
    downloadText(registerFileName(format, todayInVancouver()), content, mimeType);
    toast({ title: 'Export downloaded', description: `${list.data.length} members saved as ${format.toUpperCase()}.` });
  }

  return (
    <section className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm" aria-labelledby="export-title">
      <h2 id="export-title" className="text-lg font-semibold text-gray-900">
        Download the register
      </h2>
      <p className="text-sm text-gray-800">
        Every member with every payment and the standing for {year}. CSV opens in a spreadsheet (one member per row, one payment per line);
        JSON keeps every field as the API gives it. The files hold personal data: keep them where only the executive can reach them.
      </p>
      <QueryError query={list} title="Error loading the register" />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => download('csv')} disabled={!list.data}>
          Download CSV{list.data ? ` (${list.data.length})` : ''}
        </Button>
        <Button variant="secondary" onClick={() => download('json')} disabled={!list.data}>
          Download JSON
        </Button>
      </div>
    </section>
  );
}
