import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, href } from 'react-router';
import type { ConsultationWindow, WindowState } from '@roca/contract/consultation-choices';
import { letterInput, type LetterInput } from '@roca/contract/consultations';
import { LIMITS } from '@roca/contract/limits';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { PendingButton, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/dates';
import { submissionQuery } from '#web/lib/queries/consultations';
import { downloadConsultationFile, useSaveLetter, useSendSubmission } from '#web/features/consultations/api/consultations';

const DEFAULT_BODY = `The association asked residents for their comments on this application. Their comments, counted and quoted as they allowed, are in the appendix.

## Our position

(What the Development Review Committee recommends, and why.)`;

/**
 * Preparing and sending the submission (docs/consultations.md, "Sending the letter"): the letter
 * in Markdown, the print view and the PDF of letter and appendix, Send once the window has closed,
 * and then the proof.
 */
export function LetterPanel({
  id,
  projectTitle,
  window,
  state,
  letter,
}: {
  id: string;
  projectTitle: string;
  window: ConsultationWindow;
  state: WindowState | null;
  letter: LetterInput | null;
}) {
  const save = useSaveLetter(id);
  const send = useSendSubmission(id);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<LetterInput>({
    resolver: zodResolver(letterInput),
    defaultValues: letter ?? { subject: `${projectTitle}: comments of the community association`, body: DEFAULT_BODY },
  });
  async function download(file: 'letter.pdf' | 'submission.pdf') {
    try {
      await downloadConsultationFile(id, file);
    } catch (error) {
      toast({ title: 'Download failed', description: errorMessage(error), variant: 'destructive' });
    }
  }
  if (window.sentAt) return <Proof id={id} onDownload={() => download('submission.pdf')} />;
  return (
    <section aria-labelledby="letter-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="letter-heading" className="text-xl font-semibold text-gray-900">
        Prepare the submission
      </h2>
      <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (input) => save.mutateAsync(input)))} className="space-y-4">
        <TextField form={form} prefix="letter" name="subject" label="Subject *" max={LIMITS.mailSubject} />
        <TextAreaField
          form={form}
          prefix="letter"
          name="body"
          label="The association's letter (Markdown) *"
          rows={12}
          max={LIMITS.consultationLetter}
        />
        <PendingButton type="submit" pending={save.isPending}>
          Save the letter
        </PendingButton>
      </form>
      {letter && (
        <div className="flex flex-wrap items-center gap-2 border-t border-gray-200 pt-4">
          <Link
            className="rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50"
            to={href('/admin/consultations/:id/print', { id })}
          >
            Print view
          </Link>
          <Button variant="secondary" onClick={() => download('letter.pdf')}>
            Download the PDF
          </Button>
          <Button disabled={state !== 'closed'} onClick={() => setConfirming(true)}>
            Send the letter
          </Button>
          {state !== 'closed' && <span className="text-sm text-gray-700">Sending is possible once the comment window has closed.</span>}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send the letter"
        description={`The letter and its appendix go as a PDF to ${window.recipients.map((r) => `${r.name} (${r.email})`).join(', ')}, and each counted commenter is told. This cannot be undone.`}
        confirmLabel="Send"
        pending={send.isPending}
        onConfirm={() => send.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}

/** The proof, kept like a meeting notice's: when, to whom, the PDF's SHA-256, and each delivery. */
function Proof({ id, onDownload }: { id: string; onDownload: () => void }) {
  const proof = useQuery(submissionQuery(id));
  return (
    <section aria-labelledby="proof-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="proof-heading" className="text-xl font-semibold text-gray-900">
        The letter as sent
      </h2>
      <DataState query={proof} loading="Loading the proof..." error="Error loading the proof">
        {(p) => (
          <div className="space-y-2 text-sm text-gray-900">
            <p>{`Sent ${formatDateTime(p.sentAt)} by ${p.sentBy}: "${p.subject}", with ${p.counts.total} comments in its appendix.`}</p>
            <p className="break-all">{`PDF ${p.pdfFileName}, ${p.pdfBytes.toLocaleString('en-CA')} bytes, SHA-256 ${p.pdfSha256}`}</p>
            <ul className="list-disc pl-5">
              {p.recipients.map((r) => (
                <li
                  key={r.outboxId}
                >{`${r.name} (${r.email}): ${r.state}${r.sentAt ? ` ${formatDateTime(r.sentAt)}` : ''}${r.error ? ` - ${r.error}` : ''}`}</li>
              ))}
            </ul>
            <p>{`${p.noticesQueued} commenters were told their comment was delivered.`}</p>
            <Button variant="secondary" onClick={onDownload}>
              Download the letter as sent
            </Button>
          </div>
        )}
      </DataState>
    </section>
  );
}
