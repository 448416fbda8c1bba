import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  COMMENT_POSITIONS,
  COMMENT_POSITION_LABELS,
  COMMENT_TOPICS,
  COMMENT_TOPIC_LABELS,
  HIDE_REASONS,
  HIDE_REASON_LABELS,
  type HideReason,
} from '@roca/contract/consultation-choices';
import type { CommentRow, ConsultationTallies } from '@roca/contract/consultations';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { Select } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/dates';
import { commentsQuery, talliesQuery } from '#web/lib/queries/consultations';
import { downloadConsultationFile, useModerate } from '#web/features/consultations/api/consultations';

/** The tallies (every staff role): by position, topic and street, and what is not counted. */
export function TalliesPanel({ id }: { id: string }) {
  const tallies = useQuery(talliesQuery(id));
  return (
    <section aria-labelledby="tallies-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="tallies-heading" className="text-xl font-semibold text-gray-900">
        Tallies
      </h2>
      <DataState query={tallies} loading="Counting comments..." error="Error loading the tallies">
        {(t) => <Tallies tallies={t} />}
      </DataState>
    </section>
  );
}

function Tallies({ tallies }: { tallies: ConsultationTallies }) {
  const topics = COMMENT_TOPICS.filter((topic) => tallies.byTopic[topic] > 0);
  return (
    <div className="space-y-3">
      <p className="font-medium text-gray-900">{`${tallies.total} comments count: confirmed, not withdrawn, not hidden.`}</p>
      <p className="text-sm text-gray-700">{`Not counted: ${tallies.pending} waiting for confirmation, ${tallies.hidden} hidden, ${tallies.withdrawn} withdrawn.`}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TallyList title="By position" rows={COMMENT_POSITIONS.map((p) => [COMMENT_POSITION_LABELS[p], tallies.byPosition[p]])} />
        <TallyList title="By topic" rows={topics.map((t) => [COMMENT_TOPIC_LABELS[t], tallies.byTopic[t]])} />
        <TallyList title="By street" rows={tallies.byStreet.map((s) => [s.street, s.count])} />
      </div>
    </div>
  );
}

function TallyList({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <div>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-700">None yet.</p>
      ) : (
        <dl className="mt-1 space-y-1 text-sm">
          {rows.map(([label, count]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-gray-100">
              <dt className="wrap-anywhere">{label}</dt>
              <dd className="font-medium">{count}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

const STATUS_TEXT: Record<CommentRow['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  withdrawn: 'Withdrawn',
};

/**
 * The comments (Admin and Super: personal data) and the moderation queue: each confirmed comment
 * can be hidden with a reason, kept and audited, and shown again. The export has only the
 * comments that count.
 */
export function CommentsPanel({ id }: { id: string }) {
  const comments = useQuery(commentsQuery(id));
  const toast = useToast();
  async function exportCsv() {
    try {
      await downloadConsultationFile(id, 'comments.csv');
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <section aria-labelledby="comments-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="comments-heading" className="text-xl font-semibold text-gray-900">
          Comments
        </h2>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          Export CSV
        </Button>
      </div>
      <DataState query={comments} loading="Loading comments..." error="Error loading the comments" empty={{ text: 'No comments yet.' }}>
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((row) => (
              <CommentCard key={row.id} id={id} row={row} />
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}

function CommentCard({ id, row }: { id: string; row: CommentRow }) {
  const moderate = useModerate(id);
  const [reason, setReason] = useState<HideReason>('defamatory');
  const selectId = `hide-reason-${row.id}`;
  return (
    <li className={`rounded-md border p-3 ${row.hidden ? 'border-amber-300 bg-amber-50' : 'border-gray-200'}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-gray-900">
          {row.personalDataRemoved ? 'Details removed after the decision' : `${row.name}, ${row.street}`}
        </p>
        <p className="text-sm text-gray-700">{row.hidden ? `Hidden: ${HIDE_REASON_LABELS[row.hidden.reason]}` : STATUS_TEXT[row.status]}</p>
      </div>
      <p className="text-sm text-gray-700">
        {`${COMMENT_POSITION_LABELS[row.position]}${row.topics.length ? ` - ${row.topics.map((t) => COMMENT_TOPIC_LABELS[t]).join(', ')}` : ''} - ${row.email || 'no address'} - ${row.shareName ? 'may be named' : 'not to be named'} - sent ${formatDateTime(row.submittedAt)}`}
      </p>
      <p className="mt-2 whitespace-pre-line wrap-anywhere text-gray-900">{row.comment}</p>
      {row.hidden && (
        <p className="mt-1 text-sm text-amber-950">{`Hidden by ${row.hidden.by}${row.hidden.note ? `: ${row.hidden.note}` : ''}`}</p>
      )}
      {row.status === 'confirmed' && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {row.hidden ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ commentId: row.id, input: { hidden: false } })}
            >
              Show again
            </Button>
          ) : (
            <>
              <label htmlFor={selectId} className="text-sm text-gray-900">
                Reason
              </label>
              <Select id={selectId} value={reason} onChange={(e) => setReason(e.target.value as HideReason)}>
                {HIDE_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {HIDE_REASON_LABELS[r]}
                  </option>
                ))}
              </Select>
              <Button
                size="sm"
                variant="secondary"
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ commentId: row.id, input: { hidden: true, reason, note: '' } })}
              >
                Hide
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
