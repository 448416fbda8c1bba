import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { todayInVancouver } from '@roca/contract/days';
import { QueryError } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { csvFile } from '#web/lib/csv-file';
import { downloadText } from '#web/lib/download-file';
import { fetchSubscribers, subscriberSummaryQuery } from '#web/features/admin-developments/api/subscribers';

const COLUMNS = [
  'email',
  'status',
  'frequency',
  'subscribedAt',
  'unsubscribedAt',
  'consentRequestedAt',
  'consentConfirmedAt',
  'consentSourcePage',
  'consentWording',
] as const;

/**
 * Subscribers to development updates (docs/mail.md, "Development updates"): the counts for every
 * staff role; the export, a CSV with each consent as recorded, for Admin and Super. Personal data:
 * the list is read only when exported.
 */
export function SubscribersPanel({ canExport }: { canExport: boolean }) {
  const toast = useToast();
  const summary = useQuery(subscriberSummaryQuery);
  const [exporting, setExporting] = useState(false);

  async function exportList() {
    setExporting(true);
    try {
      const rows = await fetchSubscribers();
      const { content, mimeType } = csvFile(
        rows.map((row) => ({
          email: row.email,
          status: row.status,
          frequency: row.frequency,
          subscribedAt: row.subscribedAt ?? '',
          unsubscribedAt: row.unsubscribedAt ?? '',
          consentRequestedAt: row.consent?.requestedAt ?? '',
          consentConfirmedAt: row.consent?.confirmedAt ?? '',
          consentSourcePage: row.consent?.sourcePage ?? '',
          consentWording: row.consent?.wording ?? '',
        })),
        COLUMNS,
      );
      downloadText(`roca-development-subscribers-${todayInVancouver()}.csv`, content, mimeType);
      toast({ title: 'Export downloaded', description: `${rows.length} subscribers saved as CSV.` });
    } catch (err) {
      toast({ title: 'Export failed', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  const counts = summary.data;
  return (
    <section aria-labelledby="subscribers-title" className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="subscribers-title" className="text-lg font-semibold text-gray-900">
        E-mail subscribers
      </h2>
      <QueryError query={summary} title="Error loading the subscriber count" />
      {counts && (
        <p className="text-sm text-gray-800">
          {`${counts.confirmed} confirmed (${counts.every} on every update, ${counts.weekly} on the weekly digest), ${counts.pending} waiting to confirm.`}
        </p>
      )}
      {canExport && (
        <>
          <p className="text-sm text-gray-800">The export holds personal data: keep it where only the executive can reach it.</p>
          <Button variant="secondary" onClick={() => void exportList()} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export subscribers (CSV)'}
          </Button>
        </>
      )}
    </section>
  );
}
