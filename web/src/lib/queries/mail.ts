import type {
  AudienceCount,
  AudienceInput,
  FormMailCounts,
  MailLogEntry,
  MailSend,
  MailSendDetail,
  MailSendKind,
  MailSettings,
  OutboxState,
  RenewalReminders,
  Suppression,
} from '@roca/contract/mail';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { pathOfKey } from '#web/lib/query-client';

/**
 * The key prefix of every read of /api/mail: a send, a retry, a suppression or a saved setting
 * makes them all stale together (docs/web.md, Data reads).
 *
 * What the outbox holds changes without this tab doing anything: messages go from queued to sent
 * as the sendMail function works through them, members unsubscribe from their own links, and
 * hard bounces suppress addresses. So the sends, the log and the audience counts are read again
 * each time a screen shows them (`staleTime: 0`), and the log follows a send while any of its
 * messages is still on its way (MAIL_IN_FLIGHT_REFRESH_MS); the rest of the app keeps the
 * default of data that is never stale.
 */
export const mailReads = ['/api/mail'] as const;

/** While a message is queued or sending, the sends and the log are read again this often. */
export const MAIL_IN_FLIGHT_REFRESH_MS = 5000;

/** GET /api/mail/sends: the latest sends with their counts (of one kind, e.g. the notices given). Every staff role. */
export const mailSendsQuery = (kind?: MailSendKind) =>
  queryOptions({
    queryKey: [...mailReads, 'sends', { kind }],
    queryFn: ({ queryKey }) => apiGet<MailSend[]>(`${pathOfKey(queryKey)}${kind ? `?${new URLSearchParams({ kind })}` : ''}`),
    staleTime: 0,
  });

/** GET /api/mail/sends/{id}: what was sent, and a notice's proof. Admin and Super. */
export const mailSendQuery = (id: string) =>
  queryOptions({
    queryKey: [...mailReads, 'sends', encodeURIComponent(id)],
    queryFn: ({ queryKey }) => apiGet<MailSendDetail>(pathOfKey(queryKey)),
    staleTime: 0,
  });

export type MailLogFilters = { state?: OutboxState; q?: string; sendId?: string; limit: number };

/**
 * GET /api/mail/log: messages newest first; addresses (and the search by one) for Admin and Super
 * only. A search by address goes in the body of POST /api/mail/log/search, never in a URL.
 */
export const mailLogQuery = (filters: MailLogFilters) =>
  queryOptions({
    queryKey: [...mailReads, 'log', filters],
    queryFn: ({ queryKey }) => {
      const q = filters.q?.trim().toLowerCase();
      const params = new URLSearchParams({ limit: String(filters.limit) });
      if (filters.state) params.set('state', filters.state);
      if (filters.sendId) params.set('sendId', filters.sendId);
      if (q) return apiRequest<MailLogEntry[]>('POST', `${pathOfKey(queryKey)}/search`, { ...Object.fromEntries(params), q });
      return apiGet<MailLogEntry[]>(`${pathOfKey(queryKey)}?${params}`);
    },
    staleTime: 0,
  });

/** GET /api/mail/form-mail: what the public forms mailed this hour and today, and held back at the caps. Every staff role. */
export const formMailCountsQuery = () =>
  queryOptions({
    queryKey: [...mailReads, 'form-mail'],
    queryFn: ({ queryKey }) => apiGet<FormMailCounts>(pathOfKey(queryKey)),
    staleTime: 0,
  });

/** POST /api/mail/audience: how many would get a message, and who is left out and why (a read, sent as POST). */
export const audienceCountQuery = (input: AudienceInput) =>
  queryOptions({
    queryKey: [...mailReads, 'audience', input],
    queryFn: ({ queryKey }) => apiRequest<AudienceCount>('POST', pathOfKey(queryKey), input),
    staleTime: 0,
  });

/** GET /api/mail/settings: the bylaws' notice period for general meetings. */
export const mailSettingsQuery = queryOptions({
  queryKey: [...mailReads, 'settings'],
  queryFn: ({ queryKey }) => apiGet<MailSettings>(pathOfKey(queryKey)),
});

/** GET /api/mail/renewal-reminders/{year}. */
export const renewalRemindersQuery = (year: number) =>
  queryOptions({
    queryKey: [...mailReads, 'renewal-reminders', String(year)],
    queryFn: ({ queryKey }) => apiGet<RenewalReminders>(pathOfKey(queryKey)),
  });

/** GET /api/mail/suppressions: addresses that get no bulk mail. Admin and Super. */
export const suppressionsQuery = queryOptions({
  queryKey: [...mailReads, 'suppressions'],
  queryFn: ({ queryKey }) => apiGet<Suppression[]>(pathOfKey(queryKey)),
});
