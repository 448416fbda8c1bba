import type { Development } from '@roca/contract';
import {
  COMMENT_POSITIONS,
  COMMENT_POSITION_LABELS,
  COMMENT_TOPICS,
  COMMENT_TOPIC_LABELS,
  lastCommentDay,
  windowStateOn,
  type ConsultationWindow,
} from '@roca/contract/consultation-choices';
import { developmentLinks } from '@roca/contract/display';
import { PageBody, PageHeader, Section } from '#web/components/layout/page';
import { CommentForm, emptyCommentForm } from '#web/components/layout/comment-form';
import { StatusBadge } from '#web/components/shared/status-badge';
import { formatLongDate } from '#web/lib/dates';
import { usePublishedSite } from '#web/publishing/site-content';

const link = 'break-all text-brand-700 underline';

/**
 * The public page of one development application (docs/consultations.md): its details, links and
 * attachments, the statuses it went through, and, when staff opened a comment window on it, the
 * window's dates and the comment form while it is open, the counts once staff publish them, and
 * the decision. Published static HTML, like every public page (docs/decisions/008): rendered from
 * the development's document and its window's, and again each day (the window opens and closes
 * by date).
 */
export function ApplicationPage({ development, window }: { development: Development; window: ConsultationWindow | null }) {
  const { content, today } = usePublishedSite();
  const links = developmentLinks(development);
  return (
    <>
      <PageHeader title={development.projectTitle} subtitle={development.subTitle} />
      <PageBody>
        <Section title="The application" id="application">
          <div className="max-w-3xl space-y-4 text-gray-800">
            <p>
              <span className="font-semibold">Status:</span> <StatusBadge status={development.status} />
            </p>
            <p className="wrap-anywhere">{development.description}</p>
            <p className="text-sm text-gray-700">{`Posted ${formatLongDate(development.date)}.`}</p>
            {(links.length > 0 || development.attachments.length > 0) && (
              <ul className="space-y-1">
                {links.map((item) => (
                  <li key={item.url}>
                    <a className={link} href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  </li>
                ))}
                {development.attachments.map((file, index) => (
                  <li key={file.path}>
                    <a className={link} href={file.url} download={file.fileName}>
                      Attachment {index + 1} - {file.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Section>
        {development.statusHistory.length > 0 && (
          <Section title="Status history" id="history">
            <ol className="max-w-3xl space-y-2">
              {development.statusHistory.map((change) => (
                <li key={`${change.on}-${change.status}`} className="flex flex-wrap items-center gap-x-3">
                  <span className="text-gray-700">{formatLongDate(change.on)}</span>
                  <StatusBadge status={change.status} />
                </li>
              ))}
            </ol>
          </Section>
        )}
        {window && (
          <Consultation
            development={development}
            window={window}
            today={today}
            retentionDays={content.consultationSettings.retentionDaysAfterDecision}
            associationName={content.settings.associationName}
          />
        )}
        <p>
          <a className={link} href="/#updates">
            All development updates
          </a>
        </p>
      </PageBody>
    </>
  );
}

function Consultation({
  development,
  window,
  today,
  retentionDays,
  associationName,
}: {
  development: Development;
  window: ConsultationWindow;
  today: string;
  retentionDays: number;
  associationName: string;
}) {
  const state = windowStateOn(window, today);
  const to = window.recipients.map((r) => r.name).join(', ');
  const intro = {
    scheduled: `Comments open on ${formatLongDate(window.opensOn)} and close at the end of ${formatLongDate(window.closesOn)}.`,
    open: `Comments are open until the end of ${formatLongDate(window.closesOn)}.`,
    closed: `Comments closed on ${formatLongDate(lastCommentDay(window))}.`,
  }[state];
  return (
    <Section title="Comments from residents" id="comments">
      <div className="max-w-3xl space-y-4 text-gray-800">
        <p>{intro}</p>
        <p>{`The association will write to ${to} with its submission and the comments residents send. The municipality's own deadline for comments is ${formatLongDate(window.municipalityDeadline)}.`}</p>
        {window.sentAt && <p>{`The association's submission was sent on ${formatLongDate(window.sentAt.slice(0, 10))}.`}</p>}
        {window.decision && <p>{`Decision: ${window.decision.outcome} (${formatLongDate(window.decision.decidedOn)}).`}</p>}
        {window.summary && <Summary summary={window.summary} />}
        {state === 'open' && <CommentForm form={emptyCommentForm(development.id, associationName, retentionDays)} />}
      </div>
    </Section>
  );
}

function Summary({ summary }: { summary: NonNullable<ConsultationWindow['summary']> }) {
  const topics = COMMENT_TOPICS.filter((topic) => summary.byTopic[topic] > 0);
  return (
    <div className="rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold text-brand-900">{`${summary.total} comments received`}</h3>
      <ul className="mt-2 space-y-1">
        {COMMENT_POSITIONS.map((position) => (
          <li key={position}>{`${COMMENT_POSITION_LABELS[position]}: ${summary.byPosition[position]}`}</li>
        ))}
      </ul>
      {topics.length > 0 && (
        <p className="mt-2 text-sm text-gray-700">{`Topics: ${topics.map((t) => `${COMMENT_TOPIC_LABELS[t]} ${summary.byTopic[t]}`).join(', ')}`}</p>
      )}
    </div>
  );
}
