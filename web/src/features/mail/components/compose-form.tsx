import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import {
  MAIL_AUDIENCE_LABELS,
  MAIL_AUDIENCES,
  MAIL_TOPIC_LABELS,
  MEMBER_TOPICS,
  composeInput,
  type AudienceCount,
  type AudienceInput,
  type ComposeInput,
  type MailBodyFormat,
  type MailSend,
  type MailTopic,
} from '@roca/contract/mail';
import type { z } from '@roca/contract/zod';
import { useQuery } from '@tanstack/react-query';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { QueryError } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { PendingButton, SelectField, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { audienceCountQuery } from '#web/lib/queries/mail';
import { plural } from '#web/lib/plural';
import { usePreviewCompose, useSendCompose, useSendTest } from '#web/features/mail/api/mail';
import { useSession } from '#web/lib/auth/session-provider';
import { MessagePreview } from './message-preview';

type Output = z.output<typeof composeInput>;

const FORMAT_OPTIONS: { value: MailBodyFormat; label: string }[] = [
  { value: 'text', label: 'Plain text' },
  { value: 'markdown', label: 'Markdown (**bold**, [links](https://...), lists)' },
];

/**
 * A message to members on an opt-in topic (docs/mail.md, "For staff"): the topic and audience (or
 * fixed ones, as on the Renewals screen), how many will get it and who is left out and why, the
 * subject and body, Preview, "Send a test to me", and Send after a confirmation naming the count.
 * The outbox sends at its queue's rate, so a long list is no concern here.
 */
export function ComposeForm({
  label = 'Compose',
  fixed,
  initial,
  submitLabel = 'Send',
  onSent,
}: {
  /** The form's accessible name. */
  label?: string;
  /** The topic and audience, when the screen decides them (the renewal notice). */
  fixed?: AudienceInput;
  initial?: { subject: string; body: string; format?: MailBodyFormat };
  submitLabel?: string;
  onSent: (send: MailSend) => void;
}) {
  const form = useForm<ComposeInput, unknown, Output>({
    resolver: zodResolver(composeInput),
    defaultValues: {
      topic: fixed?.topic ?? 'announcements',
      audience: fixed?.audience ?? 'good-standing',
      subject: initial?.subject ?? '',
      body: initial?.body ?? '',
      format: initial?.format ?? 'text',
    },
  });
  const field = { form, prefix: 'compose' };
  const [topic, audience] = useWatch({ control: form.control, name: ['topic', 'audience'] });
  const count = useQuery(audienceCountQuery({ topic, audience }));
  const preview = usePreviewCompose();
  const send = useSendCompose();
  const [confirming, setConfirming] = useState<Output | null>(null);
  const recipients = count.data?.recipients ?? 0;

  const showPreview = form.handleSubmit(saveShowingFieldErrors(form, (values) => preview.mutateAsync(values)));
  const confirmSend = () =>
    confirming &&
    void saveShowingFieldErrors(form, async (values: Output) => onSent(await send.mutateAsync(values)))(confirming).finally(() =>
      setConfirming(null),
    );

  return (
    <div className="space-y-6">
      <form
        noValidate
        aria-label={label}
        onSubmit={form.handleSubmit(setConfirming)}
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      >
        {!fixed && (
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              {...field}
              name="topic"
              label="Topic *"
              // Staff compose to members; development updates go to their subscribers on their own (the server refuses them here).
              options={MEMBER_TOPICS.map((t) => ({ value: t, label: MAIL_TOPIC_LABELS[t].label }))}
            />
            <SelectField
              {...field}
              name="audience"
              label="Audience *"
              options={MAIL_AUDIENCES.map((a) => ({ value: a, label: MAIL_AUDIENCE_LABELS[a] }))}
            />
          </div>
        )}
        <RecipientCount query={count} topic={topic} />
        <TextField {...field} name="subject" label="Subject *" max={LIMITS.mailSubject} autoComplete="off" />
        <SelectField {...field} name="format" label="Format" options={FORMAT_OPTIONS} />
        <TextAreaField {...field} name="body" label="Message *" max={LIMITS.mailBody} rows={12} />
        <p className="text-sm text-gray-700">
          {'{firstName}'} in the subject or message becomes each member's first name. Every message ends with the association's name,
          address and contact e-mail, and a link to unsubscribe.
        </p>
        <div className="flex flex-wrap gap-2">
          <PendingButton variant="secondary" pending={preview.isPending} pendingLabel="Preparing..." onClick={showPreview}>
            Preview
          </PendingButton>
          <Button type="submit" disabled={recipients === 0 || send.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>

      <TestMessage compose={form} />
      {preview.data && <MessagePreview subject={preview.data.subject} html={preview.data.html} text={preview.data.text} />}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Send to ${plural(recipients, 'member')}?`}
        description={`"${confirming?.subject ?? ''}" goes now to ${plural(recipients, 'member')} who chose ${MAIL_TOPIC_LABELS[topic as MailTopic].label.toLowerCase()}. Sent mail cannot be called back.`}
        confirmLabel={`Send to ${plural(recipients, 'member')}`}
        pending={send.isPending}
        onConfirm={confirmSend}
      />
    </div>
  );
}

/** How many will get it, and who of the audience is left out and why. */
function RecipientCount({
  query,
  topic,
}: {
  query: { status: 'pending' | 'error' | 'success'; data?: AudienceCount; error: unknown };
  topic: MailTopic;
}) {
  if (query.status === 'error') return <QueryError query={query} title="Could not count the recipients" />;
  const count = query.data;
  const leftOut =
    count &&
    [
      count.noConsent > 0 && `${plural(count.noConsent, 'member')} who did not choose ${MAIL_TOPIC_LABELS[topic].label.toLowerCase()}`,
      count.noEmail > 0 && `${plural(count.noEmail, 'member')} without an e-mail address`,
      count.suppressed > 0 && `${plural(count.suppressed, 'member')} whose address is suppressed after a bounce`,
    ].filter(Boolean);
  return (
    <div role="status" aria-live="polite" className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-900">
      {!count ? (
        'Counting the recipients...'
      ) : (
        <>
          <p>
            <span className="text-lg font-bold text-brand-900">{count.recipients}</span>{' '}
            {count.recipients === 1 ? 'member gets' : 'members get'} this message.
          </p>
          {leftOut && leftOut.length > 0 && <p className="mt-1 text-gray-700">Left out: {leftOut.join('; ')}.</p>}
          {count.recipients === 0 && (
            <p className="mt-1 font-medium text-red-800">Nobody in this audience can get it: choose another audience or topic.</p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * "Send a test to me": the message once, with the real footer (its link changes nothing), to the
 * staff member's own confirmed recovery e-mail: the server sends a test nowhere else.
 */
function TestMessage({ compose }: { compose: UseFormReturn<ComposeInput, unknown, Output> }) {
  const test = useSendTest();
  const { user } = useSession();
  const send = compose.handleSubmit(saveShowingFieldErrors(compose, ({ audience: _audience, ...message }) => test.mutateAsync(message)));
  return (
    <section
      aria-labelledby="compose-test-title"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm wrap-anywhere"
    >
      <h2 id="compose-test-title" className="text-lg font-semibold text-gray-900">
        Send a test to yourself
      </h2>
      <p className="text-sm text-gray-700">
        The message once, as members will get it, to your own recovery e-mail
        {user?.recoveryEmail ? ` (${user.recoveryEmail})` : ''}; its unsubscribe link changes nothing.{' '}
        {!user?.recoveryEmail && (
          <>
            Set and confirm your recovery e-mail on{' '}
            <Link to={STAFF_PATHS.account} className="font-medium text-brand-800 underline">
              My Account
            </Link>{' '}
            first.
          </>
        )}
      </p>
      <PendingButton type="button" variant="secondary" pending={test.isPending} pendingLabel="Sending..." onClick={() => void send()}>
        Send a test to me
      </PendingButton>
    </section>
  );
}
