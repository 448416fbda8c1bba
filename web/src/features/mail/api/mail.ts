import type {
  ComposeInput,
  MailPreview,
  MailSend,
  MailSettings,
  NoticeInput,
  NoticeWindow,
  RenewalReminder,
  RenewalRemindersInput,
  Suppression,
  TestMailInput,
  MailingListEntry,
} from '@roca/contract/mail';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { mailReads } from '#web/lib/queries/mail';
import { plural } from '#web/lib/plural';

/** Every change through /api/mail makes every mail read stale: sends, the log, the counts, the settings. */
const invalidates = [mailReads];

/** A preview writes nothing: no toast, nothing stale; the screen shows it. */
export const usePreviewCompose = () =>
  useMutation({ mutationFn: (input: ComposeInput) => apiRequest<MailPreview>('POST', '/api/mail/preview', input) });

export type NoticePreview = MailPreview & { window: NoticeWindow; mailingList: MailingListEntry[] };

export const usePreviewNotice = () =>
  useMutation({ mutationFn: (input: NoticeInput) => apiRequest<NoticePreview>('POST', '/api/mail/notices/preview', input) });

export const useSendCompose = () =>
  useApiMutation({
    request: (input: ComposeInput) => apiRequest<MailSend>('POST', '/api/mail/sends', input),
    invalidates,
    success: (send) => ({ title: 'Mail queued', description: `${plural(send.recipients, 'message')} on the way: follow them in the log.` }),
    failure: 'Failed to send mail',
  });

export const useSendTest = () =>
  useApiMutation({
    request: (input: TestMailInput) => apiRequest<MailSend>('POST', '/api/mail/test', input),
    invalidates,
    success: () => ({ title: 'Test sent', description: 'A test is on its way to your recovery e-mail.' }),
    failure: 'Failed to send the test',
  });

export const useRetrySend = () =>
  useApiMutation({
    request: (send: MailSend) => apiRequest<{ retried: number }>('POST', `/api/mail/sends/${encodeURIComponent(send.id)}/retry`),
    invalidates,
    success: ({ retried }) => ({
      title: 'Retry queued',
      description: retried === 0 ? 'No failed message could be sent again.' : `${plural(retried, 'failed message')} back in the queue.`,
    }),
    failure: 'Failed to retry',
  });

export const useSendNotice = () =>
  useApiMutation({
    request: (input: NoticeInput) => apiRequest<MailSend>('POST', '/api/mail/notices', input),
    invalidates,
    success: (send) => ({ title: 'Notice given', description: `${plural(send.recipients, 'member')} get it by e-mail.` }),
    failure: 'Failed to give notice',
  });

export const useSaveMailSettings = () =>
  useApiMutation({
    request: (settings: MailSettings) => apiRequest<MailSettings>('PUT', '/api/mail/settings', settings),
    invalidates,
    success: ({ noticePeriod }) => ({
      title: 'Notice period saved',
      description: `General meetings need ${noticePeriod.minDays} to ${noticePeriod.maxDays} days' notice.`,
    }),
    failure: 'Failed to save the notice period',
  });

/** The reminders a year keeps, as PUT /api/mail/renewal-reminders/{year} takes them. */
const asInput = (reminders: RenewalReminder[]): RenewalRemindersInput => ({
  reminders: reminders.map(({ id, date, subject, body, format }) => ({ id, date, subject, body, format })),
});

/** A change to one reminder of a year saves the year's whole list (one document, docs/api.md). */
export function useReminderChanges(year: number, current: RenewalReminder[]) {
  const save = (reminders: RenewalReminder[]) => apiRequest('PUT', `/api/mail/renewal-reminders/${year}`, asInput(reminders));
  type Draft = Omit<RenewalReminder, 'id' | 'sentAt' | 'sendId'>;
  const create = useApiMutation({
    request: (draft: Draft) => save([...current, { ...draft, id: newReminderId(current), sentAt: null, sendId: null }]),
    invalidates,
    success: (_, draft) => ({ title: 'Reminder added', description: `It goes out on ${draft.date} to the renewal list.` }),
    failure: 'Failed to add reminder',
  });
  const update = useApiMutation({
    request: ({ id, input }: { id: string; input: Draft }) => save(current.map((r) => (r.id === id ? { ...r, ...input } : r))),
    invalidates,
    success: 'Reminder updated',
    failure: 'Failed to update reminder',
  });
  const remove = useApiMutation({
    request: (reminder: RenewalReminder) => save(current.filter((r) => r.id !== reminder.id)),
    invalidates,
    success: 'Reminder deleted',
    failure: 'Failed to delete reminder',
  });
  return { create, update, remove };
}

/** A reminder's id (lower-case letters, digits and -), unique in its year: its messages' idempotency keys name it. */
function newReminderId(current: RenewalReminder[]) {
  const taken = new Set(current.map((r) => r.id));
  let n = current.length + 1;
  while (taken.has(`reminder-${n}`)) n += 1;
  return `reminder-${n}`;
}

export const useAddSuppression = () =>
  useApiMutation({
    request: (input: { email: string; reason: string }) => apiRequest<Suppression>('POST', '/api/mail/suppressions', input),
    invalidates,
    success: (suppression) => ({ title: 'Address suppressed', description: `${suppression.email} gets no bulk mail until you clear it.` }),
    failure: 'Failed to suppress address',
  });

export const useClearSuppression = () =>
  useApiMutation({
    request: (suppression: Suppression) => apiRequest<void>('DELETE', `/api/mail/suppressions/${encodeURIComponent(suppression.id)}`),
    invalidates,
    success: (_, suppression) => ({ title: 'Address cleared', description: `${suppression.email} gets bulk mail again.` }),
    failure: 'Failed to clear address',
  });
