import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { CONTENT_LISTS, URGENCIES } from '@roca/contract/content/lists';
import type { ContentListName } from '@roca/contract/item-kinds';
import type { z } from '@roca/contract/zod';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { type ItemFormProps, ItemsManager } from '#web/components/admin/items-manager';
import { CheckboxField, FormActions, SelectField, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { contentItemsQuery } from '#web/lib/queries/content';
import { useContentItemChanges } from '#web/features/content/api/content';
import { ExternalLink } from './content-display';

type Item = { id: string; draft?: boolean } & Record<string, string | undefined>;

type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  max: number;
  kind?: 'text' | 'textarea' | 'url' | 'tel' | 'urgency';
  /** Offer the values other items already use (a category typed once is picked after). */
  suggest?: boolean;
};

/** How each list is edited and shown: its fields in order, its noun and how an item is named. */
const LISTS: Record<
  ContentListName,
  {
    title: string;
    intro: string;
    noun: string;
    empty: string;
    fields: FieldSpec[];
    nameField: string;
    /** An entry may be a draft, off the public page: an accepted inbox request arrives as one (docs/inbox.md). */
    drafts?: boolean;
  }
> = {
  'business-directory': {
    title: 'Business directory',
    intro: 'Local businesses listed on the business directory page, grouped by category.',
    noun: 'business listing',
    empty: 'No businesses listed yet.',
    nameField: 'name',
    drafts: true,
    fields: [
      { name: 'name', label: 'Name', required: true, max: LIMITS.listItemName },
      { name: 'category', label: 'Category', required: true, max: LIMITS.listCategory, suggest: true },
      { name: 'description', label: 'Description', required: true, max: LIMITS.listDescription, kind: 'textarea' },
      { name: 'address', label: 'Address', max: LIMITS.postalAddress },
      { name: 'phone', label: 'Phone', max: LIMITS.phone, kind: 'tel' },
      { name: 'website', label: 'Website', max: LIMITS.url, kind: 'url' },
    ],
  },
  'community-links': {
    title: 'Community links',
    intro: 'Useful links for residents, grouped by category on the community links page.',
    noun: 'community link',
    empty: 'No community links yet.',
    nameField: 'name',
    drafts: true,
    fields: [
      { name: 'category', label: 'Category', required: true, max: LIMITS.listCategory, suggest: true },
      { name: 'name', label: 'Name', required: true, max: LIMITS.listItemName },
      { name: 'url', label: 'Web address', required: true, max: LIMITS.url, kind: 'url' },
      { name: 'description', label: 'Description', required: true, max: LIMITS.listDescription, kind: 'textarea' },
    ],
  },
  'volunteer-needs': {
    title: 'Volunteer needs',
    intro: 'Where the association needs help, shown on the volunteer page with how urgent each need is.',
    noun: 'volunteer need',
    empty: 'No volunteer needs listed.',
    nameField: 'area',
    fields: [
      { name: 'area', label: 'Area', required: true, max: LIMITS.listItemName },
      { name: 'description', label: 'Description', required: true, max: LIMITS.listDescription, kind: 'textarea' },
      { name: 'urgency', label: 'Urgency', required: true, max: 10, kind: 'urgency' },
    ],
  },
};

/** The list's contract schema; the list is chosen at run time, so its fields are typed loosely. */
const schemaOf = (list: ContentListName) => CONTENT_LISTS[list] as unknown as z.ZodType<FieldValues, FieldValues>;

const URGENCY_LABELS: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low' };

function ListItemForm({ list, item, pending, onSave, onCancel }: ItemFormProps<Item, FieldValues> & { list: ContentListName }) {
  const { noun, fields, drafts } = LISTS[list];
  const prefix = useId();
  const suggestions = (useQuery(contentItemsQuery(`/api/content/${list}`)).data ?? []) as Item[];
  const defaults = {
    ...Object.fromEntries(fields.map((f) => [f.name, item?.[f.name] ?? (f.kind === 'urgency' ? 'medium' : '')])),
    ...(drafts ? { draft: item?.draft === true } : {}),
  };
  const form = useForm<FieldValues>({ resolver: zodResolver(schemaOf(list)), defaultValues: defaults });
  const title = noun.replace(/\b\w/g, (letter) => letter.toUpperCase());

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      aria-label={item ? `Edit ${item[LISTS[list].nameField]}` : `Add ${title}`}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-gray-900">{item ? `Edit ${title}` : `Add ${title}`}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((spec) => {
          const field = { form, prefix, name: spec.name, label: `${spec.label}${spec.required ? ' *' : ''}` };
          const suggestionsId = `${prefix}-${spec.name}-suggestions`;
          return (
            <div key={spec.name} className={spec.kind === 'textarea' ? 'sm:col-span-2' : ''}>
              {spec.kind === 'urgency' ? (
                <SelectField {...field} options={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))} />
              ) : spec.kind === 'textarea' ? (
                <TextAreaField {...field} max={spec.max} rows={3} />
              ) : (
                <TextField {...field} max={spec.max} type={spec.kind ?? 'text'} list={spec.suggest ? suggestionsId : undefined} />
              )}
              {spec.suggest && (
                <datalist id={suggestionsId}>
                  {[...new Set(suggestions.map((s) => s[spec.name]).filter(Boolean))].sort().map((value) => (
                    <option key={value} value={value} />
                  ))}
                </datalist>
              )}
            </div>
          );
        })}
      </div>
      {drafts && (
        <CheckboxField
          form={form}
          prefix={prefix}
          name="draft"
          label="Draft: not on the public page yet"
          hint="Untick and save to publish it."
        />
      )}
      <FormActions pending={pending} submitLabel={item ? 'Save' : `Add ${title}`} onCancel={onCancel} />
    </form>
  );
}

function ListItemCard({ list, item, actions }: { list: ContentListName; item: Item; actions: ReactNode }) {
  const { fields, nameField } = LISTS[list];
  const details = fields.filter((f) => f.name !== nameField && item[f.name]);
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="min-w-0 text-lg font-semibold text-gray-900">
          {item[nameField]}
          {item.draft && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Draft</span>}
        </h3>
        {actions}
      </div>
      <dl className="mt-2 space-y-1 text-sm">
        {details.map((f) => (
          <div key={f.name} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-gray-700">{f.label}:</dt>
            <dd className="min-w-0 break-words text-gray-900">
              {f.kind === 'url' ? (
                <ExternalLink href={item[f.name]!} />
              ) : f.kind === 'urgency' ? (
                URGENCY_LABELS[item[f.name]!]
              ) : (
                item[f.name]
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

const URGENCY_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** /admin/content/{list}: the business directory, the community links or the volunteer needs. */
export function ContentListScreen({ list, canEdit }: { list: ContentListName; canEdit: boolean }) {
  const { title, intro, noun, empty, nameField } = LISTS[list];
  const headingId = useId();
  const items = useQuery(contentItemsQuery(`/api/content/${list}`)) as UseQueryResult<Item[]>;
  const { create, update, remove } = useContentItemChanges(`/api/content/${list}`, noun);
  const Title = noun.replace(/\b\w/g, (letter) => letter.toUpperCase());
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700">{intro}</p>
      </div>
      <ItemsManager<Item, FieldValues>
        list={items}
        sort={list === 'volunteer-needs' ? (a, b) => URGENCY_ORDER[a.urgency!] - URGENCY_ORDER[b.urgency!] : undefined}
        loading="Loading..."
        error={`Error loading the ${title.toLowerCase()}`}
        empty={{ text: empty }}
        canEdit={canEdit}
        addLabel={`Add ${Title}`}
        nameOf={(item) => item[nameField] ?? ''}
        changes={{ create, update, remove }}
        confirmDelete={(item) => ({
          title: `Delete ${Title}`,
          description: `Are you sure you want to delete "${item[nameField] ?? ''}"? An Admin can bring it back from the audit log.`,
        })}
        renderItem={(item, { actions }) => <ListItemCard list={list} item={item} actions={actions} />}
        renderForm={(props) => <ListItemForm list={list} {...props} />}
      />
    </section>
  );
}
