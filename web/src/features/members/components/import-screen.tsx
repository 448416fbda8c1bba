import { LIMITS, megabytes } from '@roca/contract';
import type { Member, PaymentImportOutcome, PaymentImportRow } from '@roca/contract/members';
import { MEMBERSHIP, currentMembershipYear } from '@roca/contract/membership';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { FileField, PendingButton } from '#web/components/ui/form-field';
import { Field, Select } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/api-client';
import { membersQuery } from '#web/lib/queries/members';
import { plural } from '#web/lib/plural';
import { useApplyImport, usePreviewImport } from '#web/features/members/api/members';
import { dollars } from '#web/features/members/lib/member-files';

type State =
  | { step: 'choose'; error?: string }
  | { step: 'preview'; fileName: string; csv: string; rows: PaymentImportRow[]; choices: Record<string, string> }
  | { step: 'done'; fileName: string; rows: PaymentImportRow[] };

const OUTCOME_TEXT: Record<PaymentImportOutcome, string> = {
  new: 'New member',
  matched: 'Matched',
  ambiguous: 'Choose',
  duplicate: 'Already imported',
  refund: 'Takes a payment back',
  ignored: 'Not a membership payment',
  invalid: 'Cannot be read',
};
const OUTCOME_CLASSES: Record<PaymentImportOutcome, string> = {
  new: 'bg-green-100 text-green-900',
  matched: 'bg-brand-100 text-brand-900',
  ambiguous: 'bg-yellow-100 text-yellow-900',
  duplicate: 'bg-gray-200 text-gray-900',
  refund: 'bg-orange-100 text-orange-900',
  ignored: 'bg-gray-200 text-gray-900',
  invalid: 'bg-red-100 text-red-900',
};

const count = (rows: PaymentImportRow[], outcome: PaymentImportOutcome) => rows.filter((r) => r.outcome === outcome).length;

function summary(rows: PaymentImportRow[]) {
  return [
    `${plural(rows.length, 'row')}: ${plural(count(rows, 'new'), 'new member')}`,
    `${count(rows, 'matched')} matched`,
    `${count(rows, 'ambiguous')} to choose`,
    `${count(rows, 'duplicate')} already imported`,
    // Only when there are some: most months have no refund.
    ...(count(rows, 'refund') ? [`${plural(count(rows, 'refund'), 'payment')} taken back`] : []),
    count(rows, 'ignored') === 1 ? '1 not a membership payment' : `${count(rows, 'ignored')} not membership payments`,
    `${count(rows, 'invalid')} cannot be read.`,
  ].join(', ');
}

/**
 * Import payments: upload the provider's activity CSV, see what every row would do, choose the
 * member of each ambiguous payment, then import it all at once. Nothing is written before that.
 */
export function ImportScreen() {
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const register = useQuery(membersQuery({ year: currentMembershipYear() }));
  const [state, setState] = useState<State>({ step: 'choose' });
  const inputId = useId();
  const memberName = (id?: string) => {
    const member = register.data?.find((m: Member) => m.id === id);
    return member ? `${member.firstName} ${member.lastName}` : undefined;
  };
  const candidateLabel = (id: string) => {
    const member = register.data?.find((m: Member) => m.id === id);
    if (!member) return id;
    return [`${member.firstName} ${member.lastName}`, member.email, member.address].filter(Boolean).join(' · ');
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LIMITS.paymentsImportMaxBytes) {
      return setState({
        step: 'choose',
        error: `The file is larger than ${megabytes(LIMITS.paymentsImportMaxBytes)}: download a shorter period.`,
      });
    }
    const csv = await file.text();
    preview.mutate(csv, {
      onSuccess: (rows) => setState({ step: 'preview', fileName: file.name, csv, rows, choices: {} }),
      onError: (err) => setState({ step: 'choose', error: errorMessage(err) }),
    });
  }

  if (state.step === 'choose') {
    return (
      <section aria-labelledby={`${inputId}-title`} className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-gray-900">
          Upload the provider&apos;s activity CSV
        </h2>
        <FileField
          id={inputId}
          label="CSV file"
          accept=".csv,text/csv"
          disabled={preview.isPending}
          onChange={choose}
          hint={
            <>
              In PayPal: Activity, Download, CSV, all transactions for the period. Completed {dollars(MEMBERSHIP.feeDollars)} payments are
              matched to members by the &quot;Member&apos;s Name&quot; of the form, then by the payer&apos;s name and e-mail. You see every
              row before anything is imported; a transaction already imported is never counted twice.
            </>
          }
        />
        {preview.isPending && <p className="text-sm text-gray-700">Reading the file...</p>}
        {state.error && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {state.error}
          </p>
        )}
      </section>
    );
  }

  const rows = state.rows;
  const invalid = count(rows, 'invalid');
  const ambiguous = rows.filter((r) => r.outcome === 'ambiguous');
  const choices = state.step === 'preview' ? state.choices : {};
  const unchosen = ambiguous.filter((r) => !choices[r.transactionId]).length;
  const toImport =
    count(rows, 'new') +
    count(rows, 'matched') +
    ambiguous.filter((r) => choices[r.transactionId] && choices[r.transactionId] !== 'skip').length;
  // A month's file may hold nothing but a refund of an earlier payment: taking it back is work to do too.
  const takeBacks = count(rows, 'refund');

  function confirm() {
    if (state.step !== 'preview') return;
    const chosen = Object.entries(state.choices).map(([transactionId, memberId]) => ({ transactionId, memberId }));
    apply.mutate(
      { csv: state.csv, choices: chosen },
      {
        onSuccess: (applied) => setState({ step: 'done', fileName: state.fileName, rows: applied }),
      },
    );
  }

  return (
    <section aria-label={state.step === 'done' ? `Imported ${state.fileName}` : `Preview of ${state.fileName}`} className="space-y-4">
      <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold text-gray-900">
          {state.step === 'done' ? `Imported ${state.fileName}` : `Preview of ${state.fileName}`}
        </h2>
        <p className="mt-1 text-sm text-gray-900" aria-live="polite">
          {summary(rows)}
        </p>
        {state.step === 'preview' && invalid > 0 && (
          <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {plural(invalid, 'row')} of the file cannot be read, so nothing can be imported. Download the CSV from the provider again, or
            correct the rows named below.
          </p>
        )}
        {state.step === 'preview' && toImport + takeBacks === 0 && invalid === 0 && unchosen === 0 && (
          <p className="mt-2 text-sm text-gray-900">
            Nothing to import: every payment of the file is already imported or not a membership payment.
          </p>
        )}
        {state.step === 'preview' && unchosen > 0 && invalid === 0 && (
          <p className="mt-2 text-sm text-gray-900">Choose the member of each payment marked Choose before importing.</p>
        )}
      </div>

      <ol className="space-y-2">
        {rows.map((row) => {
          const member = memberName(row.memberId);
          const selectId = `${inputId}-choice-${row.line}`;
          return (
            <li key={row.line} aria-label={`Line ${row.line}`} className="rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-sm">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="text-gray-700">Line {row.line}</span>
                <span className="font-medium text-gray-900">{row.name || '(no name)'}</span>
                <span className="text-gray-900">{row.amount === null ? '-' : dollars(row.amount)}</span>
                <span className="break-all font-mono text-xs text-gray-700">{row.transactionId || '(no transaction id)'}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${OUTCOME_CLASSES[row.outcome]}`}>
                  {OUTCOME_TEXT[row.outcome]}
                </span>
              </div>
              {(row.message || member) && (
                <p className={`mt-1 ${row.outcome === 'invalid' ? 'text-red-800' : 'text-gray-700'}`}>
                  {member && row.outcome !== 'new' ? `${member}: ` : ''}
                  {row.message}
                </p>
              )}
              {state.step === 'preview' && row.outcome === 'ambiguous' && (
                <div className="mt-2 max-w-xl">
                  <Field id={selectId} label={`Member for line ${row.line}`}>
                    <Select
                      id={selectId}
                      value={choices[row.transactionId] ?? ''}
                      onChange={(e) => setState({ ...state, choices: { ...state.choices, [row.transactionId]: e.target.value } })}
                    >
                      <option value="">Choose...</option>
                      {row.candidateIds?.map((id) => (
                        <option key={id} value={id}>
                          {candidateLabel(id)}
                        </option>
                      ))}
                      <option value="new">A new member</option>
                      <option value="skip">Leave this payment out</option>
                    </Select>
                  </Field>
                </div>
              )}
            </li>
          );
        })}
      </ol>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setState({ step: 'choose' })} disabled={apply.isPending}>
          {state.step === 'done' ? 'Import another file' : 'Choose another file'}
        </Button>
        {state.step === 'preview' && (
          <PendingButton
            onClick={confirm}
            pending={apply.isPending}
            pendingLabel="Importing..."
            disabled={invalid > 0 || unchosen > 0 || toImport + takeBacks === 0}
          >
            Import {plural(toImport, 'payment')}
            {takeBacks > 0 && `, take back ${takeBacks}`}
          </PendingButton>
        )}
      </div>
    </section>
  );
}
