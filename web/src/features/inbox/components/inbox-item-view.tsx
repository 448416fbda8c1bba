import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { closeInput, noteInput, replyInput, type InboxItem, type InboxMessage } from '@roca/contract/inbox';
import {
  INBOX_KIND_FACTS,
  INBOX_OUTCOMES,
  INBOX_OUTCOME_LABELS,
  INBOX_POSITIONS,
  type InboxOutcome,
  type InboxPosition,
} from '@roca/contract/inbox-choices';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import {
  FormActions,
  FormServerError,
  PendingButton,
  SelectField,
  TextAreaField,
  saveShowingFieldErrors,
} from '#web/components/ui/form-field';
import { LabelledSelect } from '#web/components/ui/input';
import { apiBlob, errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/dates';
import { inboxItemQuery } from '#web/lib/queries/inbox';
import {
  useAcceptItem,
  useAddNote,
  useAssignItem,
  useCloseItem,
  useRecordAnswer,
  useReopenItem,
  useReplyToItem,
  useSetWaiting,
} from '#web/features/inbox/api/inbox';
import { StatusPill } from './status-pill';

/**
 * One inbox item (docs/inbox.md, "For staff"), for Admin and Super: who wrote and what, the
 * thread with each reply's delivery, the internal notes, and what can be done: assign it to a
 * position, reply (through the outbox, to the sender), paste their answer, note, mark it waiting,
 * accept a listing or link request as a draft entry, close it with an outcome, reopen it.
 */
export function InboxItemView({ id }: { id: string }) {
  const item = useQuery(inboxItemQuery(id));
  return (
    <DataState query={item} loading="Loading the item..." error="Error loading the item">
      {(data) => <ItemBody item={data} />}
    </DataState>
  );
}

const DRAFT_SCREENS = { business: STAFF_PATHS.contentBusinessDirectory, communityLink: STAFF_PATHS.contentCommunityLinks } as const;

function ItemBody({ item }: { item: InboxItem }) {
  const open = item.status !== 'closed' && !item.personalDataRemovedAt;
  const dueMeaning = item.dueClock === 'closing' ? 'to be answered and closed' : 'for a first answer';
  return (
    <div className="space-y-8">
      <section aria-label="About this item" className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold text-gray-900">
            {`${INBOX_KIND_FACTS[item.kind].label} · `}
            {/* Kept on one line: a reference broken at its hyphen is easy to read out wrong. */}
            <span className="whitespace-nowrap">{item.id}</span>
          </h2>
          <StatusPill status={item.status} overdue={item.overdue} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-gray-900">From</dt>
          <dd className="break-words">
            {item.sender.name} <span className="break-all">&lt;{item.sender.email}&gt;</span>
          </dd>
          <dt className="font-semibold text-gray-900">Position</dt>
          <dd>{item.position}</dd>
          <dt className="font-semibold text-gray-900">Received</dt>
          <dd>{`${formatDateTime(item.receivedAt)}${item.sourcePage ? ` on ${item.sourcePage}` : ''}`}</dd>
          <dt className="font-semibold text-gray-900">Due</dt>
          <dd
            className={item.overdue ? 'font-semibold text-red-800' : ''}
          >{`${formatDateTime(item.dueAt)} (${dueMeaning})${item.overdue ? ': overdue' : ''}`}</dd>
          {item.firstResponseAt && (
            <>
              <dt className="font-semibold text-gray-900">First answer</dt>
              <dd>{formatDateTime(item.firstResponseAt)}</dd>
            </>
          )}
          {item.closedAt && (
            <>
              <dt className="font-semibold text-gray-900">Closed</dt>
              <dd>{`${formatDateTime(item.closedAt)}${item.outcome ? `: ${INBOX_OUTCOME_LABELS[item.outcome]}` : ''}`}</dd>
            </>
          )}
          {item.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-semibold text-gray-900">{detail.label}</dt>
              <dd className="break-words">{detail.value}</dd>
            </div>
          ))}
          {item.photo && (
            <>
              <dt className="font-semibold text-gray-900">Photo</dt>
              <dd>
                <PhotoLink id={item.id} fileName={item.photo.fileName} />
              </dd>
            </>
          )}
          {item.draft && (
            <>
              <dt className="font-semibold text-gray-900">Draft entry</dt>
              <dd>
                <Link to={DRAFT_SCREENS[item.draft.itemType]} className="text-brand-800 underline">
                  Open the list to check and publish it
                </Link>
              </dd>
            </>
          )}
        </dl>
        {item.personalDataRemovedAt && (
          <p className="text-sm text-gray-700">{`Its personal data was removed on ${formatDateTime(item.personalDataRemovedAt)}, when its retention ended.`}</p>
        )}
      </section>

      <section aria-labelledby="thread-heading" className="space-y-3">
        <h2 id="thread-heading" className="text-xl font-semibold text-gray-900">
          Thread
        </h2>
        <ol className="space-y-3">
          {item.thread.map((message, index) => (
            <li key={message.id}>
              <ThreadEntry message={message} first={index === 0} senderName={item.sender.name} />
            </li>
          ))}
        </ol>
      </section>

      {open && <Actions item={item} />}
      {item.status === 'closed' && !item.personalDataRemovedAt && <ReopenButton id={item.id} />}

      <section aria-labelledby="notes-heading" className="space-y-3">
        <h2 id="notes-heading" className="text-xl font-semibold text-gray-900">
          Internal notes
        </h2>
        <p className="text-sm text-gray-700">Seen by staff only; never sent.</p>
        {item.notes.length === 0 ? (
          <p className="text-sm text-gray-700">No notes yet.</p>
        ) : (
          <ol className="space-y-2">
            {item.notes.map((note) => (
              <li key={note.id} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
                <p className="text-gray-700">{`${note.by}, ${formatDateTime(note.at)}`}</p>
                <p className="whitespace-pre-wrap break-words text-gray-900">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        {!item.personalDataRemovedAt && <TextForm id={item.id} kind="note" />}
      </section>
    </div>
  );
}

const DELIVERY_LABELS: Record<string, string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed: see the mail log' };

function ThreadEntry({ message, first, senderName }: { message: InboxMessage; first: boolean; senderName: string }) {
  const who =
    message.type === 'reply'
      ? `Reply by ${message.by}`
      : first
        ? `${senderName} wrote`
        : `${senderName} answered (pasted in by ${message.by})`;
  return (
    <article
      aria-label={who}
      className={`rounded-md border p-4 text-sm ${message.type === 'reply' ? 'ml-4 border-brand-200 bg-brand-50 sm:ml-10' : 'border-gray-200 bg-white'}`}
    >
      <p className="flex flex-wrap justify-between gap-2 text-gray-700">
        <span className="font-semibold text-gray-900">{who}</span>
        <span>
          {formatDateTime(message.at)}
          {message.delivery && ` · ${DELIVERY_LABELS[message.delivery] ?? message.delivery}`}
        </span>
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-gray-900">{message.body}</p>
    </article>
  );
}

/** The photo comes through the API with the staff member's session, so it is fetched and opened as a file. */
function PhotoLink({ id, fileName }: { id: string; fileName: string }) {
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setError(null);
    try {
      const blob = await apiBlob(`/api/inbox/${encodeURIComponent(id)}/photo`);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <>
      <button type="button" onClick={() => void open()} className="break-all text-brand-800 underline">
        {fileName}
      </button>
      {error && <span className="ml-2 text-red-800">{error}</span>}
    </>
  );
}

function Actions({ item }: { item: InboxItem }) {
  const waiting = useSetWaiting();
  const accept = useAcceptItem();
  const canAccept = (item.kind === 'listing' || item.kind === 'link') && !item.draft;
  return (
    <section aria-labelledby="actions-heading" className="space-y-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="actions-heading" className="text-xl font-semibold text-gray-900">
        Answer it
      </h2>
      <AssignForm item={item} />
      <TextForm id={item.id} kind="reply" to={item.sender.email} />
      <details className="rounded-md border border-gray-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-gray-900">They answered by e-mail: add it to the thread</summary>
        <div className="mt-3">
          <TextForm id={item.id} kind="answer" />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <PendingButton
          variant="secondary"
          pending={waiting.isPending}
          pendingLabel="Saving..."
          onClick={() => waiting.mutate({ id: item.id, status: item.status === 'waiting' ? 'assigned' : 'waiting' })}
        >
          {item.status === 'waiting' ? 'Mark as assigned' : 'Mark as waiting for them'}
        </PendingButton>
        {canAccept && (
          <PendingButton variant="secondary" pending={accept.isPending} pendingLabel="Creating..." onClick={() => accept.mutate(item.id)}>
            {item.kind === 'listing' ? 'Accept: draft a directory entry' : 'Accept: draft a community link'}
          </PendingButton>
        )}
        <CloseButton item={item} />
      </div>
    </section>
  );
}

function AssignForm({ item }: { item: InboxItem }) {
  const assign = useAssignItem();
  const [position, setPosition] = useState<InboxPosition>(item.position);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <LabelledSelect id={`${id}-position`} label="Assign to" value={position} onChange={(v) => setPosition(v as InboxPosition)}>
        {INBOX_POSITIONS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </LabelledSelect>
      <PendingButton pending={assign.isPending} pendingLabel="Assigning..." onClick={() => assign.mutate({ id: item.id, position })}>
        Assign
      </PendingButton>
    </div>
  );
}

const TEXT_FORMS = {
  reply: { label: 'Reply', submit: 'Send reply', pending: 'Sending...', max: LIMITS.inboxReply },
  answer: { label: 'Their answer, as they wrote it', submit: 'Add their answer', pending: 'Adding...', max: LIMITS.inboxMessage },
  note: { label: 'New note', submit: 'Add note', pending: 'Adding...', max: LIMITS.inboxNote },
} as const;

/** A reply, a pasted answer or a note: one text box and its button; the box empties once saved. */
function TextForm({ id, kind, to }: { id: string; kind: keyof typeof TEXT_FORMS; to?: string }) {
  const spec = TEXT_FORMS[kind];
  const mutations = { reply: useReplyToItem(), answer: useRecordAnswer(), note: useAddNote() };
  const mutation = mutations[kind];
  const form = useForm<{ body: string }>({ resolver: zodResolver(kind === 'note' ? noteInput : replyInput), defaultValues: { body: '' } });
  const save = async ({ body }: { body: string }) => {
    await mutation.mutateAsync({ id, body });
    form.reset({ body: '' });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))} className="space-y-2">
      <TextAreaField form={form} prefix={`inbox-${kind}`} name="body" label={spec.label} max={spec.max} rows={kind === 'note' ? 3 : 6} />
      {to && (
        <p className="text-sm text-gray-700">{`Sent to ${to} from the association's address; their answer goes to this position's address.`}</p>
      )}
      <PendingButton
        type="submit"
        variant={kind === 'note' ? 'secondary' : 'primary'}
        pending={mutation.isPending}
        pendingLabel={spec.pending}
      >
        {spec.submit}
      </PendingButton>
    </form>
  );
}

type CloseValues = { outcome: InboxOutcome | ''; note: string };

function CloseButton({ item }: { item: InboxItem }) {
  const [open, setOpen] = useState(false);
  const close = useCloseItem();
  const form = useForm<CloseValues, unknown, { outcome: InboxOutcome; note: string }>({
    resolver: zodResolver(closeInput) as never,
    defaultValues: { outcome: item.draft ? 'accepted' : '', note: '' },
  });
  const save = async (input: { outcome: InboxOutcome; note: string }) => {
    await close.mutateAsync({ id: item.id, ...input });
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Close…
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Close ${item.id}`}
        description="How did it end? The outcome is kept when the personal data is removed."
      >
        <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))} className="space-y-4">
          <SelectField
            form={form}
            prefix="inbox-close"
            name="outcome"
            label="Outcome *"
            options={[{ value: '', label: 'Choose...' }, ...INBOX_OUTCOMES.map((value) => ({ value, label: INBOX_OUTCOME_LABELS[value] }))]}
          />
          <TextAreaField form={form} prefix="inbox-close" name="note" label="Note (optional)" max={LIMITS.inboxNote} rows={3} />
          <FormServerError form={form} />
          <FormActions
            pending={close.isPending}
            submitLabel="Close item"
            pendingLabel="Closing..."
            onCancel={() => setOpen(false)}
            inDialog
          />
        </form>
      </Dialog>
    </>
  );
}

function ReopenButton({ id }: { id: string }) {
  const reopen = useReopenItem();
  return (
    <PendingButton variant="secondary" pending={reopen.isPending} pendingLabel="Reopening..." onClick={() => reopen.mutate(id)}>
      Reopen
    </PendingButton>
  );
}
