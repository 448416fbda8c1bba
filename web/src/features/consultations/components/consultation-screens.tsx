import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, href, useNavigate } from 'react-router';
import { applicationPath } from '@roca/contract/applications';
import { COMMENT_POSITIONS, COMMENT_POSITION_LABELS, COMMENT_TOPIC_LABELS } from '@roca/contract/consultation-choices';
import { consultationSettingsInput, type ConsultationSettings } from '@roca/contract/consultations';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { DataState } from '#web/components/admin/data-state';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { Button } from '#web/components/ui/button';
import { FieldGroup, PendingButton, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { LabelledSelect } from '#web/components/ui/input';
import { formatLongDate } from '#web/lib/dates';
import { consultationQuery, consultationSettingsQuery, consultationsQuery, previewQuery } from '#web/lib/queries/consultations';
import { developmentsQuery } from '#web/lib/queries/developments';
import { useSaveConsultationSettings } from '#web/features/consultations/api/consultations';
import { CommentsPanel, TalliesPanel } from './comments-panel';
import { LetterPanel } from './letter-panel';
import { WindowPanel } from './window-panel';

const link = 'text-brand-700 underline';

/** /admin/consultations: the windows with their counts, and where to open one on an application. */
export function ConsultationsList({ canEdit }: { canEdit: boolean }) {
  const list = useQuery(consultationsQuery);
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Consultations"
        description="Residents' comments on development applications, and the association's letter to the municipality."
        action={
          canEdit && (
            <Link className={link} to={STAFF_PATHS.consultationSettings}>
              Settings
            </Link>
          )
        }
      />
      {canEdit && <OpenOn />}
      <DataState
        query={list}
        loading="Loading consultations..."
        error="Error loading consultations"
        empty={{ text: 'No comment window has been opened yet.' }}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item.window.developmentId} className="rounded-lg border border-gray-200 bg-white p-4">
                <Link className={`${link} font-semibold`} to={href('/admin/consultations/:id', { id: item.window.developmentId })}>
                  {item.projectTitle}
                </Link>
                <p className="text-sm text-gray-700">
                  {`${{ scheduled: 'Not open yet', open: 'Open', closed: item.window.sentAt ? 'Letter sent' : 'Closed' }[item.state]}: ${formatLongDate(item.window.opensOn)} to ${formatLongDate(item.window.closesOn)}. ${item.counts.total} counted, ${item.counts.pending} waiting, ${item.counts.hidden} hidden, ${item.counts.withdrawn} withdrawn.`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}

/** Choose an application to open a comment window on. */
function OpenOn() {
  const developments = useQuery(developmentsQuery);
  const [chosen, setChosen] = useState('');
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <LabelledSelect id="open-on" label="Application" value={chosen} onChange={setChosen}>
        <option value="">Choose an application...</option>
        {developments.data?.map((d) => (
          <option key={d.id} value={d.id}>
            {d.projectTitle}
          </option>
        ))}
      </LabelledSelect>
      <Button disabled={!chosen} onClick={() => void navigate(href('/admin/consultations/:id', { id: chosen }))}>
        Open its consultation
      </Button>
    </div>
  );
}

/** /admin/consultations/:id: the window, the tallies, the comments (Admin and Super) and the letter. */
export function ConsultationScreen({ id, canEdit }: { id: string; canEdit: boolean }) {
  const detail = useQuery(consultationQuery(id));
  return (
    <DataState query={detail} loading="Loading the consultation..." error="Error loading the consultation">
      {(d) => (
        <div className="space-y-6">
          <ScreenHeader
            title={`Consultation: ${d.projectTitle}`}
            description={
              <a className={link} href={applicationPath(id)}>
                The application's public page
              </a>
            }
          />
          <WindowPanel key={JSON.stringify(d.window)} id={id} window={d.window} state={d.state} today={d.today} canEdit={canEdit} />
          {d.window && <TalliesPanel id={id} />}
          {d.window && canEdit && <CommentsPanel id={id} />}
          {d.window && canEdit && <LetterPanel id={id} projectTitle={d.projectTitle} window={d.window} state={d.state} letter={d.letter} />}
        </div>
      )}
    </DataState>
  );
}

/** /admin/consultations/settings: whom the association writes to, and how long commenters' details are kept. */
export function ConsultationSettingsScreen() {
  const settings = useQuery(consultationSettingsQuery);
  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Consultation settings"
        description="The addresses the association writes to, and how long commenters' details are kept."
      />
      <DataState query={settings} loading="Loading settings..." error="Error loading the settings">
        {(s) => <SettingsForm settings={s} />}
      </DataState>
    </div>
  );
}

function SettingsForm({ settings }: { settings: ConsultationSettings }) {
  const save = useSaveConsultationSettings();
  const form = useForm<ConsultationSettings>({ resolver: zodResolver(consultationSettingsInput), defaultValues: settings });
  const recipients = useFieldArray({ control: form.control, name: 'recipients' });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (input) => save.mutateAsync(input)))}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      {recipients.fields.map((recipient, index) => (
        <FieldGroup key={recipient.id} legend={`Address ${index + 1}`}>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField form={form} prefix="settings" name={`recipients.${index}.id`} label="Id (letters, digits, dashes)" />
            <TextField form={form} prefix="settings" name={`recipients.${index}.name`} label="Name" />
            <TextField form={form} prefix="settings" name={`recipients.${index}.email`} label="E-mail" type="email" />
          </div>
          <Button variant="secondary" size="sm" onClick={() => recipients.remove(index)}>
            Remove
          </Button>
        </FieldGroup>
      ))}
      <Button variant="secondary" onClick={() => recipients.append({ id: '', name: '', email: '' })}>
        Add an address
      </Button>
      <TextField
        form={form}
        prefix="settings"
        name="retentionDaysAfterDecision"
        label="Days commenters' details are kept after the decision"
        type="number"
        registerOptions={{ valueAsNumber: true }}
      />
      <PendingButton type="submit" pending={save.isPending}>
        Save settings
      </PendingButton>
    </form>
  );
}

/** /admin/consultations/:id/print: the letter and its appendix as the PDF has them, for printing. */
export function ConsultationPrintView({ id }: { id: string }) {
  const preview = useQuery(previewQuery(id));
  return (
    <DataState query={preview} loading="Preparing the letter..." error="Error preparing the letter">
      {(p) => (
        <article className="mx-auto max-w-3xl space-y-4 bg-white p-6 text-gray-900 print:p-0">
          <div className="flex gap-2 print:hidden">
            <Button onClick={() => window.print()}>Print</Button>
            <Link className={link} to={href('/admin/consultations/:id', { id })}>
              Back to the consultation
            </Link>
          </div>
          <header>
            <p className="font-bold">{p.associationName}</p>
            <p>{p.postalAddress}</p>
            <p>{p.email}</p>
            <p className="mt-3">{formatLongDate(p.date, { weekday: false })}</p>
            <p>{`To: ${p.recipients.join('; ')}`}</p>
            <p className="font-semibold">{`Re: ${p.subject}`}</p>
          </header>
          {/* The server renders the Markdown with raw HTML off (markdown-it, as for mail): only the tags Markdown makes. */}
          <div className="prose max-w-none space-y-3" dangerouslySetInnerHTML={{ __html: p.letterHtml }} />
          <section className="space-y-3 break-before-page">
            <h2 className="text-xl font-bold">Appendix: residents' comments</h2>
            <p className="font-semibold">{`Comments received: ${p.appendix.counts.total}`}</p>
            <ul>
              {COMMENT_POSITIONS.map((position) => (
                <li key={position}>{`${COMMENT_POSITION_LABELS[position]}: ${p.appendix.counts.byPosition[position]}`}</li>
              ))}
            </ul>
            {p.appendix.comments.map((c) => (
              <div key={c.number} className="break-inside-avoid border-t border-gray-200 pt-2">
                <h3 className="font-semibold">{`Comment ${c.number}: ${COMMENT_POSITION_LABELS[c.position]}`}</h3>
                <p className="text-sm text-gray-700">
                  {c.author ? `${c.author.name}, ${c.author.street}` : 'Name and street withheld at the commenter’s request'}
                </p>
                {c.topics.length > 0 && (
                  <p className="text-sm text-gray-700">{`Topics: ${c.topics.map((t) => COMMENT_TOPIC_LABELS[t]).join(', ')}`}</p>
                )}
                <p className="whitespace-pre-line">{c.comment}</p>
              </div>
            ))}
          </section>
        </article>
      )}
    </DataState>
  );
}
