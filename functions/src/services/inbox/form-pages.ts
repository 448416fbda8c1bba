import type { InboxFormView, PageAnswer } from '@roca/contract/function-pages';
import { fieldErrorsOf } from '@roca/contract/errors';
import { INBOX_FORMS, type AnyInboxForm } from '@roca/contract/inbox';
import {
  CONTACT_TOPICS,
  INBOX_FIELDS,
  INBOX_KIND_FACTS,
  PRIVACY_CHOICES,
  RECORD_CHOICES,
  REQUESTER_CHOICES,
  positionOfSlug,
  type InboxKind,
  type InboxPosition,
} from '@roca/contract/inbox-choices';
import { LIMITS } from '@roca/contract/limits';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import { maskEmail } from '@roca/contract/staff-accounts';
import { newReference } from '../../lib/reference';
import { readSiteSettings } from '../content';
import { dueAt } from './due-dates';
import { createInboxItem } from './create';
import { readInboxSettings } from './settings';
import { checkPhoto, discardPhoto, savePhoto, type SentPhoto } from './photo';
import { claimSenderSlot } from './senders';

/**
 * The public forms' pages (docs/inbox.md, "The forms"): what POST /forms/{kind} answers, and the
 * contact form set to a position (GET /forms/contact?position=). A refused form comes back as it
 * was sent, with each error beside its field and in the summary, and nothing stored or sent.
 */

const F = INBOX_FIELDS;

/** Each value as one line of text, except the checkbox group, which is a list. */
function fieldsOf(kind: InboxKind, form: Record<string, unknown>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(form)) {
    const values = [value].flat().filter((v): v is string => typeof v === 'string');
    fields[key] = kind === 'volunteer' && key === F.opportunities ? values : (values[0] ?? '');
  }
  if (kind === 'volunteer' && !fields[F.opportunities]) fields[F.opportunities] = [];
  return fields;
}

const sourceOf = (value: unknown) => ((PUBLIC_PATHS as readonly unknown[]).includes(value) ? (value as string) : null);

async function formPage(kind: InboxKind, view: Omit<InboxFormView, 'associationName' | 'kind'>, status: number): Promise<PageAnswer> {
  const { associationName } = await readSiteSettings();
  const heading = INBOX_KIND_FACTS[kind].label;
  const hasErrors = Object.keys(view.errors).length > 0;
  return {
    status,
    page: {
      kind: 'inbox-form',
      // A title that says so first: it is what a screen reader announces of the page.
      title: hasErrors ? `Error - ${heading}` : heading,
      description: heading,
      heading,
      form: { kind, associationName, ...view },
    },
  };
}

/** What was sent, only as long as the form's fields take it: a page never echoes a megabyte back. */
const echoed = (fields: Record<string, string | string[]>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key !== F.honeypot && key !== F.started)
      .map(([key, value]) => [
        key,
        Array.isArray(value) ? value.slice(0, 10).map((v) => v.slice(0, 200)) : value.slice(0, LIMITS.inboxMessage),
      ]),
  );

/** GET /forms/{kind}: the form on a page of its own; the contact form set to `?position=` (a position's slug). */
export async function showInboxForm(kind: InboxKind, position: unknown): Promise<PageAnswer> {
  const topic = kind === 'contact' && typeof position === 'string' && positionOfSlug(position) ? position : undefined;
  return formPage(kind, { source: '/contact', values: topic ? { [F.topic]: topic } : {}, errors: {} }, 200);
}

const when = (date: Date) =>
  date.toLocaleString('en-US', {
    timeZone: SITE_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The form's answers besides the message, as the inbox shows them. */
function detailsOf(form: AnyInboxForm & Record<string, unknown>, kind: InboxKind): { label: string; value: string }[] {
  const lines: [string, unknown][] =
    kind === 'contact'
      ? [['Topic', CONTACT_TOPICS[form.topic as keyof typeof CONTACT_TOPICS]]]
      : kind === 'volunteer'
        ? [
            ['Opportunities', (form.opportunities as string[]).join(', ')],
            ['Availability', form.availability],
            ['Phone', form.phone],
          ]
        : kind === 'listing'
          ? [
              ['Business', form.businessName],
              ['Category', form.category],
              ['Address', form.address],
              ['Phone', form.phone],
              ['Website', form.site],
            ]
          : kind === 'link'
            ? [
                ['Site', form.linkName],
                ['Address', form.url],
                ['Category', form.category],
              ]
            : kind === 'boundary'
              ? [['Address asked about', form.address]]
              : kind === 'records'
                ? [
                    ['Requester', REQUESTER_CHOICES[form.requester as keyof typeof REQUESTER_CHOICES]],
                    ['Record', RECORD_CHOICES[form.record as keyof typeof RECORD_CHOICES]],
                  ]
                : kind === 'privacy'
                  ? [['Request', PRIVACY_CHOICES[form.request as keyof typeof PRIVACY_CHOICES]]]
                  : [];
  return lines.filter(([, value]) => typeof value === 'string' && value).map(([label, value]) => ({ label, value: value as string }));
}

/** The page of a form taken: the reference, where it went, when to expect an answer. */
function sentPage(kind: InboxKind, reference: string, position: string, due: Date, email: string): PageAnswer {
  return {
    status: 200,
    page: {
      kind: 'inbox-sent',
      title: `Your message is sent: ${reference}`,
      description: 'Your message is sent',
      reference,
      formLabel: INBOX_KIND_FACTS[kind].label,
      position,
      answerBy: when(due),
      maskedEmail: maskEmail(email),
    },
  };
}

/**
 * POST /forms/{kind}: stored in the inbox and acknowledged (the page says so), or the form again
 * with its errors (400; 429 past the per-address cap), nothing stored and nothing sent. A filled
 * honeypot (a bot) gets the page of a form taken, with a reference nothing holds. `photo`: the
 * file the heritage form sent (photo.ts), checked with the fields and saved only with the item.
 */
export async function submitInboxForm(
  kind: InboxKind,
  form: Record<string, unknown>,
  { photo = null, now = new Date() }: { photo?: SentPhoto | null; now?: Date } = {},
): Promise<PageAnswer> {
  const fields = fieldsOf(kind, form);
  const source = sourceOf(fields[F.source]);
  const refuse = (errors: Record<string, string>, status = 400) =>
    formPage(kind, { source: source ?? '/contact', values: echoed(fields), errors }, status);

  const result = INBOX_FORMS[kind].safeParse(fields);
  // "opportunities.0" is the group's; an unknown field is the form's as a whole.
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(result.success ? {} : fieldErrorsOf(result.error))) {
    const field = path.split('.')[0];
    const known = Object.values(F).includes(field as never) && field !== F.honeypot;
    errors[known ? field : 'form'] ??= known ? message : 'The form had fields it does not have: please send it from its page.';
  }
  const checked = photo && kind === 'heritage' ? await checkPhoto(photo) : null;
  if (photo && kind !== 'heritage') errors.form ??= 'This form takes no file: please send it from its page.';
  if (checked && 'error' in checked) errors[F.photo] = checked.error;
  if (!result.success || Object.keys(errors).length > 0) return refuse(errors);
  const parsed = result.data as AnyInboxForm & Record<string, unknown>;
  const settings = await readInboxSettings();
  const position: InboxPosition = kind === 'contact' ? (parsed.topic as InboxPosition) : INBOX_KIND_FACTS[kind].position;
  if (parsed.website)
    return sentPage(kind, newReference('M', now.getFullYear()), position, dueAt(settings.periods[kind], now), parsed.email);

  // The time trap: a person reads a form before sending it; a program sends it at once.
  const started = Number(parsed.started);
  if (parsed.started && Number.isFinite(started) && now.getTime() - started < LIMITS.inboxMinSeconds * 1000) {
    return refuse({ form: 'The form was sent within a moment of the page showing it, as programs do. Please check it and send it again.' });
  }
  if (!(await claimSenderSlot(parsed.email, now))) {
    return refuse(
      {
        [F.email]: `We have had ${LIMITS.inboxPerAddressPerDay} messages from this address today. Please write again tomorrow, or e-mail us.`,
      },
      429,
    );
  }
  const { website: _honeypot, started: _started, source: _source, name, email, message, ...rest } = parsed;
  const stored = checked && 'photo' in checked ? await savePhoto(checked.photo) : null;
  try {
    const { reference, dueAt: due } = await createInboxItem(
      {
        kind,
        position,
        sender: { name, email },
        message: message || '(no message)',
        details: detailsOf(parsed, kind),
        fields: Object.fromEntries(Object.entries({ ...rest, message }).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
        sourcePage: source,
        photo: stored,
      },
      { now },
    );
    return sentPage(kind, reference, position, due, email);
  } catch (err) {
    // No item holds the photo: it goes too.
    if (stored) await discardPhoto(stored);
    throw err;
  }
}
