import { MAIL_AUDIENCE_LABELS, MAIL_TOPIC_LABELS, type MailSendDetail, type NoticeProof } from '@roca/contract/mail';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DataState } from '#web/components/admin/data-state';
import { useAssociationName } from '#web/components/admin/use-association-name';
import { Button } from '#web/components/ui/button';
import { formatClockTime, formatDateTime, formatLongDate } from '#web/lib/dates';
import { MAIL_IN_FLIGHT_REFRESH_MS, mailSendQuery, mailSendsQuery } from '#web/lib/queries/mail';
import { inFlight, sendKindOf } from '#web/features/mail/lib/labels';
import { DeliveryState } from './delivery-state';
import { MessagePreview } from './message-preview';
import { countsText } from './sends-list';
import '#web/components/admin/print-alone.css';

/**
 * One send (docs/mail.md, "For staff"): what was sent and its SHA-256, its counts, and for a
 * general-meeting notice its proof: the meeting, the window, when it was given, the register that
 * day with each member's delivery and bounce, and the mailing list of members to notify by post,
 * printable. Read only: no route changes or deletes a send. Staff who may not see recipients get
 * the counts.
 */
export function SendDetail({ id, canSeeRecipients }: { id: string; canSeeRecipients: boolean }) {
  return canSeeRecipients ? <FullSend id={id} /> : <SendCounts id={id} />;
}

function SendCounts({ id }: { id: string }) {
  const sends = useQuery(mailSendsQuery());
  return (
    <DataState query={sends} loading="Loading the send..." error="Error loading the send">
      {(list) => {
        const send = list.find((s) => s.id === id);
        if (!send) return <p className="text-gray-800">This send is not among the latest; the log lists its messages' states.</p>;
        return (
          <div className="space-y-3">
            <h2 className="break-words text-xl font-semibold text-gray-900">{send.subject}</h2>
            <p className="text-gray-800">
              {sendKindOf(send)} · {formatDateTime(send.createdAt)}
            </p>
            <p className="text-gray-900">{countsText(send)}</p>
            <p className="text-sm text-gray-700">Who it went to is personal data: only Admin and Super see it.</p>
          </div>
        );
      }}
    </DataState>
  );
}

function FullSend({ id }: { id: string }) {
  // The deliveries change as the outbox works: followed while any message is on its way.
  const send = useQuery({
    ...mailSendQuery(id),
    refetchInterval: (query) => (query.state.data && inFlight(query.state.data) ? MAIL_IN_FLIGHT_REFRESH_MS : false),
  });
  return (
    <DataState query={send} loading="Loading the send..." error="Error loading the send">
      {(detail) => (
        <div className="space-y-8">
          <div className="space-y-1 print:hidden">
            <h2 className="break-words text-xl font-semibold text-gray-900">{detail.subject}</h2>
            <p className="text-gray-800">
              {sendKindOf(detail)} · {formatDateTime(detail.createdAt)} · {detail.createdBy}
            </p>
            <p className="text-gray-900">{countsText(detail)}</p>
          </div>
          {detail.notice && <NoticeProofView proof={detail.notice} hash={detail.hash} />}
          <WhatWasSent detail={detail} />
        </div>
      )}
    </DataState>
  );
}

function WhatWasSent({ detail }: { detail: MailSendDetail }) {
  const facts = [
    {
      term: 'To',
      value: detail.audience ? MAIL_AUDIENCE_LABELS[detail.audience] : detail.lane === 'notice' ? 'Every member on the register' : '-',
    },
    { term: 'Topic', value: detail.topic ? MAIL_TOPIC_LABELS[detail.topic].label : 'None: a notice goes whatever the topics' },
    { term: 'SHA-256 of the subject, text and HTML', value: detail.hash },
  ];
  return (
    <section aria-label="What was sent" className="space-y-3 print:hidden">
      <h2 className="text-xl font-semibold text-gray-900">What was sent</h2>
      <dl className="space-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="flex flex-wrap gap-x-2">
            <dt className="text-gray-700">{fact.term}:</dt>
            <dd className={`min-w-0 break-words text-gray-900 ${fact.term.startsWith('SHA-256') ? 'break-all font-mono' : ''}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <MessagePreview title="As composed" subject={detail.subject} html={detail.html} text={detail.text} />
      <p className="text-sm text-gray-700">
        Each recipient's copy differs only by the greeting ({'{firstName}'}) and the link in the footer. A send is kept as it was: it cannot
        be changed or deleted.
      </p>
    </section>
  );
}

function NoticeProofView({ proof, hash }: { proof: NoticeProof; hash: string }) {
  const ids = useId();
  const { meeting, window: legalWindow } = proof;
  const kind = meeting.kind === 'annual' ? 'Annual general meeting' : 'Special general meeting';
  return (
    <>
      <section aria-labelledby={`${ids}-proof`} className="space-y-4 print:hidden">
        <h2 id={`${ids}-proof`} className="text-xl font-semibold text-gray-900">
          Proof of notice
        </h2>
        <p className="rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-900">
          Kept as a record of the society: this proof cannot be changed or deleted.
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {[
            { term: 'Meeting', value: `${kind}, ${formatLongDate(meeting.date)} at ${formatClockTime(meeting.time)}` },
            { term: 'Place', value: meeting.place || '-' },
            { term: 'Taking part electronically', value: meeting.electronicInstructions || '-' },
            { term: 'Notice given', value: formatDateTime(proof.sentAt, { long: true }) },
            {
              term: 'Notice period',
              value: `${legalWindow.daysBefore} days before the meeting; the bylaws require ${legalWindow.period.minDays} to ${legalWindow.period.maxDays} (${legalWindow.withinWindow ? 'within' : 'OUTSIDE'} the window, ${legalWindow.earliest} to ${legalWindow.latest})`,
            },
            { term: 'SHA-256 of the notice', value: hash },
          ].map((fact) => (
            <div key={fact.term} className="min-w-0">
              <dt className="text-gray-700">{fact.term}</dt>
              <dd className="whitespace-pre-line break-words text-gray-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="text-lg font-semibold text-gray-900">By e-mail ({proof.recipients.length})</h3>
        {proof.recipients.length === 0 ? (
          <p className="text-sm text-gray-800">No member on the register had a working e-mail address.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Members given notice by e-mail, with each delivery</caption>
              <thead className="bg-gray-100 text-gray-900">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2">
                    E-mail
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Delivery
                  </th>
                  {/* On a phone the address needs the room; the delivery says the state. */}
                  <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                    When
                  </th>
                </tr>
              </thead>
              <tbody>
                {proof.recipients.map((r) => (
                  <tr key={r.messageId} className="border-t border-gray-200 align-top">
                    <td className="px-3 py-2 font-medium text-gray-900">{r.name}</td>
                    <td className="break-all px-3 py-2 text-gray-900">{r.email}</td>
                    <td className="px-3 py-2">
                      {r.delivery ? <DeliveryState delivery={r.delivery} /> : '-'}
                      {r.delivery?.error && <p className="mt-1 text-xs text-gray-800">{r.delivery.error}</p>}
                    </td>
                    <td className="hidden px-3 py-2 text-gray-800 sm:table-cell">
                      {r.delivery?.endTime ? formatDateTime(r.delivery.endTime) : '-'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <MailingList proof={proof} kind={kind} />
    </>
  );
}

/** Members to give notice by post: no e-mail address, or one that bounced. Printable on its own. */
function MailingList({ proof, kind }: { proof: NoticeProof; kind: string }) {
  const associationName = useAssociationName();
  const ids = useId();
  const list = proof.mailingList;
  return (
    <section aria-labelledby={`${ids}-post`} className="print-alone space-y-3">
      <p className="hidden text-sm text-gray-900 print:block">
        {associationName ? `${associationName}: ` : ''}notice of the {kind.toLowerCase()} of {formatLongDate(proof.meeting.date)}, given{' '}
        {formatDateTime(proof.sentAt, { long: true })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-post`} className="text-xl font-semibold text-gray-900">
          By post ({list.length})
        </h2>
        {list.length > 0 && (
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            Print mailing list
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-gray-800">Every member on the register got the notice by e-mail.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Members to give notice by post</caption>
            <thead className="bg-gray-100 text-gray-900">
              <tr>
                {['#', 'Name', 'Postal address', 'Why by post'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((m, i) => (
                <tr key={m.memberId} className="border-t border-gray-200 align-top">
                  <td className="px-3 py-2 text-gray-700">{i + 1}</td>
                  <td className="px-3 py-2 font-medium text-gray-900">{m.name}</td>
                  <td className="break-words px-3 py-2 text-gray-900">{m.address || 'No address on the register'}</td>
                  <td className="px-3 py-2 text-gray-800">
                    {m.reason === 'no e-mail address' ? 'No e-mail address' : 'E-mail address suppressed'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
