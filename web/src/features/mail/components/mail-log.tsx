import { MAIL_RETENTION, MAIL_TOPIC_LABELS, OUTBOX_STATES, type MailLogEntry, type OutboxState } from '@roca/contract/mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { LabelledSelect, SearchBox } from '#web/components/ui/input';
import { formatDateTime } from '#web/lib/dates';
import { MAIL_IN_FLIGHT_REFRESH_MS, mailLogQuery, mailSendsQuery } from '#web/lib/queries/mail';
import { STATE_LABELS, inFlight } from '#web/features/mail/lib/labels';
import { DeliveryState } from './delivery-state';
import { FormMailCounts } from './form-mail-counts';
import { SendsList } from './sends-list';

const PAGE = 100;
const MAX_LIMIT = 500;
const SENDS_SHOWN = 10;

const isState = (value: string | null): value is OutboxState => (OUTBOX_STATES as readonly (string | null)[]).includes(value);
const onItsWay = (message: MailLogEntry) => message.delivery.state === 'queued' || message.delivery.state === 'sending';

/**
 * The mail log (docs/mail.md, "For staff"): the latest sends with their counts and "Retry failed",
 * then every message with its state, filtered by state and by send (`?state=`, `?send=`), and
 * searched by the start of the address for staff who may see addresses. Bounces and failures say
 * why. While anything is on its way, the screen follows it.
 */
export function MailLog({ canSeeAddresses }: { canSeeAddresses: boolean }) {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const sendId = params.get('send') ?? undefined;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(canSeeAddresses ? search.trim().toLowerCase() : '');
  const [limit, setLimit] = useState(PAGE);
  const [allSends, setAllSends] = useState(false);
  const ids = useId();

  const sends = useQuery({
    ...mailSendsQuery(),
    refetchInterval: (query) => (query.state.data?.some(inFlight) ? MAIL_IN_FLIGHT_REFRESH_MS : false),
  });
  const log = useQuery({
    ...mailLogQuery({ state, q: q || undefined, sendId, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some(onItsWay) ? MAIL_IN_FLIGHT_REFRESH_MS : false),
  });
  const shownSend = sends.data?.find((send) => send.id === sendId);

  function setParam(name: string, value: string | undefined) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${ids}-sends`} className="space-y-3">
        <h2 id={`${ids}-sends`} className="text-xl font-semibold text-gray-900">
          Sends
        </h2>
        <DataState
          query={sends}
          loading="Loading the sends..."
          error="Error loading the sends"
          empty={{ text: 'Nothing has been sent yet.' }}
        >
          {(list) => (
            <>
              <SendsList
                label="Sends"
                sends={allSends ? list : list.slice(0, SENDS_SHOWN)}
                canSend={canSeeAddresses}
                onShowMessages={(send) => setParam('send', send.id)}
              />
              {!allSends && list.length > SENDS_SHOWN && (
                <Button variant="secondary" size="sm" onClick={() => setAllSends(true)}>
                  Show all {list.length} sends
                </Button>
              )}
            </>
          )}
        </DataState>
      </section>

      <FormMailCounts />

      <section aria-labelledby={`${ids}-messages`} className="space-y-3">
        <h2 id={`${ids}-messages`} className="text-xl font-semibold text-gray-900">
          Messages
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <LabelledSelect id={`${ids}-state`} label="State" value={state ?? ''} onChange={(v) => setParam('state', v || undefined)}>
            <option value="">Every state</option>
            {OUTBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </LabelledSelect>
          {canSeeAddresses && (
            <SearchBox
              id={`${ids}-search`}
              label="Search by address"
              value={search}
              placeholder="The start of the address, e.g. ann@"
              onChange={setSearch}
            />
          )}
          <Button variant="secondary" onClick={() => void Promise.all([log.refetch(), sends.refetch()])} disabled={log.isFetching}>
            {log.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
        {sendId && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-900">
            <span>
              The messages of <span className="font-medium">{shownSend ? `"${shownSend.subject}"` : 'one send'}</span>.
            </span>
            <button type="button" onClick={() => setParam('send', undefined)} className="font-medium text-brand-800 underline">
              Show every message
            </button>
          </p>
        )}
        <DataState
          query={log}
          loading="Loading the messages..."
          error="Error loading the messages"
          empty={{ text: state || q || sendId ? 'No message matches.' : 'No messages yet.' }}
        >
          {(messages) => (
            <>
              <ul aria-label="Messages" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
                {messages.map((message) => (
                  <li key={message.id}>
                    <MessageRow message={message} canSeeAddresses={canSeeAddresses} />
                  </li>
                ))}
              </ul>
              {messages.length === limit && limit < MAX_LIMIT && (
                <Button variant="secondary" size="sm" onClick={() => setLimit(Math.min(limit + PAGE, MAX_LIMIT))}>
                  Show more
                </Button>
              )}
            </>
          )}
        </DataState>
      </section>
    </div>
  );
}

/** What a message's state means for whoever reads the log. */
function deliveryNote({ delivery }: MailLogEntry): string | null {
  if (delivery.bounce)
    return `Hard bounce: ${delivery.error ?? 'the address was refused'}. The address gets no bulk mail until it is cleared.`;
  if (delivery.state === 'queued' && delivery.error) {
    const next = delivery.nextAttemptAt ? ` Next try ${formatDateTime(delivery.nextAttemptAt)}.` : '';
    return `Waiting to be sent again: ${delivery.error}.${next}`;
  }
  if (delivery.state === 'failed') return delivery.error;
  return null;
}

function MessageRow({ message, canSeeAddresses }: { message: MailLogEntry; canSeeAddresses: boolean }) {
  const note = deliveryNote(message);
  const about = message.topic ? MAIL_TOPIC_LABELS[message.topic].label : message.lane === 'notice' ? 'Notice' : 'Transactional';
  return (
    <article aria-label={message.subject || 'A message'} className="space-y-1 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DeliveryState delivery={message.delivery} />
        <span className="text-gray-700">{formatDateTime(message.createdAt)}</span>
      </div>
      {canSeeAddresses && (
        <p className="break-all font-medium text-gray-900">{message.to ?? `Address removed after ${MAIL_RETENTION.messageDays} days`}</p>
      )}
      <p className="break-words text-gray-900">{message.subject}</p>
      <p className="text-gray-700">
        {about} · {message.delivery.attempts === 1 ? '1 attempt' : `${message.delivery.attempts} attempts`}
      </p>
      {note && <p className={message.delivery.state === 'failed' ? 'text-red-800' : 'text-amber-900'}>{note}</p>}
      {message.contentRemovedAt && (
        <p className="text-gray-700">
          What it said{message.lane === 'notice' ? '' : ' and who it went to'} was removed on {formatDateTime(message.contentRemovedAt)}{' '}
          (kept {MAIL_RETENTION.messageDays} days).
        </p>
      )}
    </article>
  );
}
