import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { MUNICIPAL_LINKS, type MunicipalLink, type SiteSettings, siteSettings } from '@roca/contract/content/site-settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Field, Input, describedBy } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/api-client';
import { showServerFieldErrors } from '#web/lib/form-errors';
import { siteSettingsQuery } from '#web/lib/queries/content';
import { useSaveSiteSettings } from '#web/features/content/api/content';
import { ExternalLink, SummaryList } from './form-bits';

type TextField = Exclude<keyof SiteSettings, 'links'>;

/** The settings' fields in the order they are shown, with their labels and limits. */
const TEXT_FIELDS: { name: TextField; label: string; max: number; type?: string }[] = [
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

function SiteSettingsForm({ settings, onSaved, onCancel }: { settings: SiteSettings; onSaved: () => void; onCancel: () => void }) {
  const save = useSaveSiteSettings();
  const form = useForm<SiteSettings>({ resolver: zodResolver(siteSettings), defaultValues: settings });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  async function submit(values: SiteSettings) {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (err) {
      showServerFieldErrors(err, form);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Edit site settings" className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, max, type }) => {
          const id = `settings-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={`${label} *`} error={error}>
              <Input
                id={id}
                type={type ?? 'text'}
                maxLength={max}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                {...register(name)}
              />
            </Field>
          );
        })}
      </div>
      <fieldset className="space-y-4 rounded-md border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">Municipal links</legend>
        {MUNICIPAL_LINKS.map((link) => {
          const id = `settings-links-${link}`;
          const error = errors.links?.[link]?.message;
          return (
            <Field key={link} id={id} label={`${LINK_LABELS[link]} *`} error={error}>
              <Input
                id={id}
                type="url"
                maxLength={LIMITS.url}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                {...register(`links.${link}`)}
              />
            </Field>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
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
      {settings.isPending && <p className="text-gray-700">Loading...</p>}
      {settings.isError && (
        <p role="alert" className="text-red-800">
          Error loading the site settings: {errorMessage(settings.error)}
        </p>
      )}
      {settings.isSuccess &&
        (editing ? (
          <SiteSettingsForm settings={settings.data} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : (
          <SummaryList
            items={[
              ...TEXT_FIELDS.map(({ name, label }) => ({
                label,
                value: name === 'socialUrl' ? <ExternalLink href={settings.data[name]} /> : settings.data[name],
              })),
              ...MUNICIPAL_LINKS.map((link) => ({ label: LINK_LABELS[link], value: <ExternalLink href={settings.data.links[link]} /> })),
            ]}
          />
        ))}
    </section>
  );
}
