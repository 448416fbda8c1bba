import { zodResolver } from '@hookform/resolvers/zod';
import { fileSize, megabytes } from '@roca/contract/display';
import { LIMITS } from '@roca/contract/limits';
import {
  SITE_FILE_KINDS,
  SITE_FILE_SLOTS,
  SITE_FILE_SLOT_NAMES,
  type SiteFile,
  type SiteFileSlot,
  type SiteFileUpdate,
  siteFileUpdate,
} from '@roca/contract/content/site-files';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { DataState } from '#web/components/admin/data-state';
import { FormActions, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/dates';
import { siteFilesQuery } from '#web/lib/queries/content';
import { useReplaceSiteFile, useUpdateSiteFileText } from '#web/features/content/api/content';

/**
 * What the file picker offers per kind, and its note with the contract's size limit. The picker
 * only helps choose: the server checks the file's content, whatever its name or declared type.
 */
const PICKER = {
  pdf: { types: ['application/pdf', '.pdf'], note: `One PDF, up to ${megabytes(SITE_FILE_KINDS.pdf.maxBytes)}` },
  image: {
    types: ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'],
    note: `One JPEG, PNG or WebP image, up to ${megabytes(SITE_FILE_KINDS.image.maxBytes)}`,
  },
} as const;

const GROUPS: { title: string; slots: SiteFileSlot[] }[] = [
  { title: 'Documents', slots: SITE_FILE_SLOT_NAMES.filter((slot) => SITE_FILE_SLOTS[slot].kind === 'pdf') },
  { title: 'Maps', slots: ['boundaryMap', 'regionalMap'] },
  { title: 'Home page slides', slots: SITE_FILE_SLOT_NAMES.filter((slot) => slot.startsWith('heroSlide')) },
];

/** Alt text (and caption, for the maps) of an image slot. */
function FileTextForm({ slot, file, onDone }: { slot: SiteFileSlot; file: SiteFile; onDone: () => void }) {
  const update = useUpdateSiteFileText(slot);
  const { captioned, title } = SITE_FILE_SLOTS[slot];
  const form = useForm<SiteFileUpdate>({
    resolver: zodResolver(siteFileUpdate),
    defaultValues: { alt: file.alt ?? '', ...(captioned && { caption: file.caption ?? '' }) },
  });

  async function save(texts: SiteFileUpdate) {
    // The contract lets a request leave the alt text out; an image itself always keeps one.
    if (!texts.alt?.trim()) return form.setError('alt', { message: 'Alt text is required for an image' });
    await update.mutateAsync(texts);
    onDone();
  }

  const field = { form, prefix: `file-${slot}` };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))}
      aria-label={`Edit text of ${title}`}
      className="mt-3 space-y-3"
    >
      <TextAreaField {...field} name="alt" label="Alt text *" max={LIMITS.altText} rows={3} />
      {captioned && <TextField {...field} name="caption" label="Caption" max={LIMITS.caption} />}
      <FormActions pending={update.isPending} onCancel={onDone} size="sm" />
    </form>
  );
}

function FileCard({
  slot,
  file,
  canEdit,
  editing,
  busy,
  onEditText,
  onDone,
}: {
  slot: SiteFileSlot;
  file: SiteFile;
  canEdit: boolean;
  editing: boolean;
  busy: boolean;
  onEditText: () => void;
  onDone: () => void;
}) {
  const { kind, title } = SITE_FILE_SLOTS[slot];
  const toast = useToast();
  const replace = useReplaceSiteFile(slot);
  const [opening, setOpening] = useState(false);

  async function openUploader() {
    setOpening(true);
    try {
      const uploader = await import('#web/components/admin/file-uploader');
      uploader.openUploader({
        maxFileSize: SITE_FILE_KINDS[kind].maxBytes,
        allowedFileTypes: [...PICKER[kind].types],
        note: PICKER[kind].note,
        record: replace.mutateAsync,
      });
    } catch (err) {
      // The uploader's code could not be loaded (the network, or a new release since the page opened).
      toast({ title: 'Failed to replace file', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  }

  const details = [
    file.fileName ?? 'The file the site shipped with',
    file.size && fileSize(file.size),
    file.width && file.height && `${file.width} x ${file.height} px`,
    file.updatedAt && `replaced ${formatDateTime(file.updatedAt)}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h4 className="font-semibold text-gray-900">{title}</h4>
      {kind === 'image' && (
        <img
          src={file.url}
          alt={file.alt ?? ''}
          width={file.width}
          height={file.height}
          className="mt-2 h-32 w-full rounded bg-gray-100 object-contain"
        />
      )}
      <p className="mt-2 text-sm text-gray-700">{details.join(' · ')}</p>
      <a href={file.url} target="_blank" rel="noreferrer" className="mt-1 text-sm text-brand-700 underline">
        Open the current {kind === 'pdf' ? 'PDF' : 'image'}
        <span className="sr-only"> of {title}</span>
      </a>
      {kind === 'image' && !editing && (
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="inline font-medium text-gray-700">Alt text: </dt>
            <dd className="inline text-gray-900">{file.alt || '-'}</dd>
          </div>
          {SITE_FILE_SLOTS[slot].captioned && (
            <div>
              <dt className="inline font-medium text-gray-700">Caption: </dt>
              <dd className="inline text-gray-900">{file.caption || '-'}</dd>
            </div>
          )}
        </dl>
      )}
      {editing && <FileTextForm slot={slot} file={file} onDone={onDone} />}
      {canEdit && !editing && (
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button variant="secondary" size="sm" onClick={() => void openUploader()} disabled={busy || opening || replace.isPending}>
            Replace file<span className="sr-only"> of {title}</span>
          </Button>
          {kind === 'image' && (
            <Button variant="secondary" size="sm" onClick={onEditText} disabled={busy} aria-label={`Edit text of ${title}`}>
              Edit text
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** /admin/content/files: the PDFs, maps and slides of the public pages, each replaced through the upload flow. */
export function SiteFilesScreen({ canEdit }: { canEdit: boolean }) {
  const files = useQuery(siteFilesQuery);
  const [editing, setEditing] = useState<SiteFileSlot | null>(null);

  return (
    <section aria-labelledby="site-files" className="space-y-4">
      <div>
        <h2 id="site-files" className="text-xl font-semibold text-gray-900">
          Files
        </h2>
        <p className="text-sm text-gray-700">
          The documents, maps and home page slides. A new file is checked by its content: a PDF for documents, a JPEG, PNG or WebP image for
          maps and slides.
        </p>
      </div>
      <DataState query={files} loading="Loading..." error="Error loading the files">
        {(data) =>
          GROUPS.map((group) => (
            <div key={group.title}>
              <h3 className="mb-2 text-lg font-semibold text-gray-900">{group.title}</h3>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {group.slots.map((slot) => (
                  <FileCard
                    key={slot}
                    slot={slot}
                    file={data[slot]}
                    canEdit={canEdit}
                    editing={editing === slot}
                    busy={editing !== null}
                    onEditText={() => setEditing(slot)}
                    onDone={() => setEditing(null)}
                  />
                ))}
              </ul>
            </div>
          ))
        }
      </DataState>
    </section>
  );
}
