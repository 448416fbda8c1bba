import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { MUNICIPAL_LINKS, type MunicipalLink, type SiteSettings, siteSettings } from '@roca/contract/content/site-settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { FieldGroup, FormActions, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { siteSettingsQuery } from '#web/lib/queries/content';
import { useSaveSiteSettings } from '#web/features/content/api/content';
import { ExternalLink, SummaryList } from './content-display';

type TextFieldName = Exclude<keyof SiteSettings, 'links' | 'homeUpdates'>;

/** The settings' fields in the order they are shown, with their labels and limits. */
const TEXT_FIELDS: { name: TextFieldName; label: string; max: number; type?: string }[] = [
  { name: 'associationName', label: 'Association name', max: LIMITS.associationName },
  { name: 'shortName', label: 'Short name', max: LIMITS.shortName },
  { name: 'email', label: 'Contact e-mail', max: LIMITS.email, type: 'email' },
  { name: 'postalAddress', label: 'Postal address', max: LIMITS.postalAddress },
  { name: 'socialUrl', label: 'Social media link', max: LIMITS.url, type: 'url' },
  { name: 'membershipFeeText', label: 'Membership fee text', max: LIMITS.membershipFeeText },
  { name: 'paymentButtonId', label: 'Payment button id', max: LIMITS.paymentButtonIdMax },
];

const LINK_LABELS: Record<MunicipalLink, string> = {
  developmentApplications: 'Active development applications',
  zoningBylaw: 'Zoning bylaw',
  participation: 'Public participation page',
  budgetDocuments: 'Budget documents',
  councilCalendar: 'Council calendar',
};

function SiteSettingsForm({ settings, onDone }: { settings: SiteSettings; onDone: () => void }) {
  const save = useSaveSiteSettings();
  const form = useForm<SiteSettings>({ resolver: zodResolver(siteSettings), defaultValues: settings });
  const field = { form, prefix: 'settings' };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (values) => save.mutateAsync(values).then(onDone)))}
      aria-label="Edit site settings"
      className="space-y-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, max, type }) => (
          <TextField key={name} {...field} name={name} label={`${label} *`} max={max} type={type ?? 'text'} />
        ))}
      </div>
      <TextField
        {...field}
        name="homeUpdates"
        label="Development updates on the home page *"
        type="number"
        autoComplete="off"
        registerOptions={{ valueAsNumber: true }}
      />
      <FieldGroup legend="Municipal links" className="space-y-4">
        {MUNICIPAL_LINKS.map((link) => (
          <TextField key={link} {...field} name={`links.${link}`} label={`${LINK_LABELS[link]} *`} max={LIMITS.url} type="url" />
        ))}
      </FieldGroup>
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** /admin/content/settings: the association's facts shown in the header, the footer and the pages. */
export function SiteSettingsScreen({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(siteSettingsQuery);
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="site-settings" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="site-settings" className="text-xl font-semibold text-gray-900">
            Site settings
          </h2>
          <p className="text-sm text-gray-700">
            The association&apos;s name and contacts, the membership fee and payment button, and the municipal links.
          </p>
        </div>
        {canEdit && !editing && settings.isSuccess && <Button onClick={() => setEditing(true)}>Edit</Button>}
      </div>
      <DataState query={settings} loading="Loading..." error="Error loading the site settings">
        {(data) =>
          editing ? (
            <SiteSettingsForm settings={data} onDone={() => setEditing(false)} />
          ) : (
            <SummaryList
              items={[
                ...TEXT_FIELDS.map(({ name, label }) => ({
                  label,
                  value: name === 'socialUrl' ? <ExternalLink href={data[name]} /> : data[name],
                })),
                { label: 'Development updates on the home page', value: String(data.homeUpdates) },
                ...MUNICIPAL_LINKS.map((link) => ({ label: LINK_LABELS[link], value: <ExternalLink href={data.links[link]} /> })),
              ]}
            />
          )
        }
      </DataState>
    </section>
  );
}
