import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { CONTENT_LISTS, URGENCIES } from '@roca/contract/content/lists';
import type { ContentListName } from '@roca/contract/item-kinds';
import type { z } from '@roca/contract/zod';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { type FieldValues, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-field';
import { Field, Input, Textarea, describedBy } from '../../../components/ui/input';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { contentItemsQuery } from '../../../lib/queries/content';
import { ExternalLink, selectClasses } from './form-bits';
import { type ItemFormProps, ItemsManager } from './items-manager';

type Item = { id: string } & Record<string, string | undefined>;

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
  { title: string; intro: string; noun: string; empty: string; fields: FieldSpec[]; nameField: string }
> = {
  'business-directory': {
    title: 'Business directory',
    intro: 'Local businesses listed on the business directory page, grouped by category.',
    noun: 'business listing',
    empty: 'No businesses listed yet.',
    nameField: 'name',
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

function ListItemForm({ list, item, pending, onSave, onCancel }: ItemFormProps<Item> & { list: ContentListName }) {
  const { noun, fields } = LISTS[list];
  const prefix = useId();
  const suggestions = (useQuery(contentItemsQuery(`/api/content/${list}`)).data ?? []) as Item[];
  const defaults = Object.fromEntries(fields.map((f) => [f.name, item?.[f.name] ?? (f.kind === 'urgency' ? 'medium' : '')]));
  const form = useForm<FieldValues>({ resolver: zodResolver(schemaOf(list)), defaultValues: defaults });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const title = noun.replace(/\b\w/g, (letter) => letter.toUpperCase());

  async function submit(input: FieldValues) {
    try {
      await onSave(input);
    } catch (err) {
      showServerFieldErrors(err, form);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={item ? `Edit ${item[LISTS[list].nameField]}` : `Add ${title}`}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-gray-900">{item ? `Edit ${title}` : `Add ${title}`}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${prefix}-${field.name}`;
          const error = errors[field.name]?.message as string | undefined;
          const counted = field.kind !== 'urgency';
          const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { counter: counted, error }) };
          const label = `${field.label}${field.required ? ' *' : ''}`;
          const wide = field.kind === 'textarea' ? 'sm:col-span-2' : '';
          return (
            <div key={field.name} className={wide}>
              <Field
                id={id}
                label={label}
                max={counted ? field.max : undefined}
                length={String(values[field.name] ?? '').length}
                error={error}
              >
                {field.kind === 'urgency' ? (
                  <select id={id} className={selectClasses} {...aria} {...register(field.name)}>
                    {URGENCIES.map((u) => (
                      <option key={u} value={u}>
                        {URGENCY_LABELS[u]}
                      </option>
                    ))}
                  </select>
                ) : field.kind === 'textarea' ? (
                  <Textarea id={id} rows={3} maxLength={field.max} {...aria} {...register(field.name)} />
                ) : (
                  <Input
                    id={id}
                    type={field.kind ?? 'text'}
                    maxLength={field.max}
                    list={field.suggest ? `${id}-suggestions` : undefined}
                    {...aria}
                    {...register(field.name)}
                  />
                )}
              </Field>
              {field.suggest && (
                <datalist id={`${id}-suggestions`}>
                  {[...new Set(suggestions.map((s) => s[field.name]).filter(Boolean))].sort().map((value) => (
                    <option key={value} value={value} />
                  ))}
                </datalist>
              )}
            </div>
          );
        })}
      </div>
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
        <h3 className="min-w-0 text-lg font-semibold text-gray-900">{item[nameField]}</h3>
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
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700">{intro}</p>
      </div>
      <ItemsManager<Item>
        path={`/api/content/${list}`}
        list={items}
        noun={noun}
        canEdit={canEdit}
        emptyText={empty}
        nameOf={(item) => item[nameField] ?? ''}
        sort={
          list === 'volunteer-needs'
            ? (items) => [...items].sort((a, b) => URGENCY_ORDER[a.urgency!] - URGENCY_ORDER[b.urgency!])
            : undefined
        }
        renderItem={(item, actions) => <ListItemCard list={list} item={item} actions={actions} />}
        renderForm={(props) => <ListItemForm list={list} {...props} />}
      />
    </section>
  );
}
