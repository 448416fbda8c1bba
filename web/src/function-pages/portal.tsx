import type { ReactNode } from 'react';
import type {
  PortalConfirmEmailPage,
  PortalDataPage,
  PortalHomePage,
  PortalLinkPage,
  PortalSignInPage,
} from '@roca/contract/function-pages';
import { formatDateTime, formatLongDate } from '@roca/contract/day-format';
import { LIMITS } from '@roca/contract/limits';
import { PORTAL_FIELDS, PORTAL_PATHS, portalReceiptPath } from '@roca/contract/portal-choices';
import { CheckedField, CheckedRadioGroup, ErrorSummary, Honeypot } from '#web/components/layout/checked-form';
import { PageBody, PageHeader, buttonClass } from '#web/components/layout/page';
import { TopicChoices } from './topic-choices';

/**
 * My membership's pages (docs/members.md, "My membership"): rendered by the function per request,
 * in the public site's layout, plain HTML that works without JavaScript. Opening any of them
 * changes nothing; each button is a form POST, and the answer is the next page.
 */

const linkClass = 'text-brand-700 underline hover:text-brand-900';
const outcomeClass = 'rounded-md border border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900';

/** Said once on the pages that ask for an address: what the link is, and what it is not. */
const HOW_IT_WORKS = `No password: we e-mail a link to the address the association has for you. It works once, for ${LIMITS.memberSignInLinkMinutes} minutes.`;

/** GET /my-membership without a session, and POST /my-membership/sign-in's answer. */
export function PortalSignIn({ page }: { page: PortalSignInPage }) {
  const errors = Object.entries(page.errors).map(([field, message]): [string, string] => [`portal-${field}`, message]);
  return (
    <>
      <PageHeader title="My membership" subtitle="See your membership and receipts, change your details and e-mail choices, and renew." />
      <PageBody>
        <div className="max-w-2xl space-y-6 text-gray-800 wrap-anywhere">
          {page.notice && (
            <p role="status" className={outcomeClass}>
              {page.notice}
            </p>
          )}
          {page.state === 'sent' ? (
            <section aria-labelledby="sent-heading" className="space-y-3">
              <h2 id="sent-heading" className="text-2xl font-bold text-brand-900">
                Check your e-mail
              </h2>
              <p>
                If this address is on the register of members, a sign-in link is on its way to it. Open it and press the button; it works
                once, for {LIMITS.memberSignInLinkMinutes} minutes.
              </p>
              <p>
                No message after a few minutes? Look in your spam folder. The association may have another address for you: write to us, or
                try the address you used to join.
              </p>
              <p>
                <a className={linkClass} href={PORTAL_PATHS.home}>
                  Ask for another link
                </a>
              </p>
            </section>
          ) : (
            <form method="post" action={PORTAL_PATHS.signIn} data-checked-form aria-labelledby="sign-in-heading" className="space-y-4">
              <h2 id="sign-in-heading" className="text-2xl font-bold text-brand-900">
                Sign in with a link by e-mail
              </h2>
              <p id="portal-how">{HOW_IT_WORKS}</p>
              <ErrorSummary errors={errors} />
              {page.errors.form && (
                <p id="portal-form" tabIndex={-1} className="font-medium text-red-800">
                  {page.errors.form}
                </p>
              )}
              <CheckedField
                id="portal-email"
                name={PORTAL_FIELDS.email}
                label="Your e-mail address"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                describedBy="portal-how"
                missingMessage="Please enter your e-mail address."
                tooLongMessage={`The e-mail address must be at most ${LIMITS.email} characters (now {length}).`}
                invalidMessage="Please enter an e-mail address such as name@example.org."
                defaultValue={page.email}
                error={page.errors.email}
              />
              <Honeypot id="portal-website" name={PORTAL_FIELDS.honeypot} />
              <button type="submit" className={buttonClass('primary')}>
                Send me a sign-in link
              </button>
              <p className="text-sm text-gray-700">
                We use the address only to send the link, and keep the request no longer than an hour. Not a member yet?{' '}
                <a className={linkClass} href="/membership">
                  Join the association
                </a>
                .
              </p>
            </form>
          )}
        </div>
      </PageBody>
    </>
  );
}

/** GET /my-membership/sign-in/{token}: a button per member the link may sign in (a household shares an address). */
export function PortalLink({ page }: { page: PortalLinkPage }) {
  const household = page.members.length > 1;
  return (
    <>
      <PageHeader title="Sign in to My membership" subtitle={`With the link sent to ${page.maskedEmail}`} />
      <PageBody>
        <div className="max-w-2xl space-y-4 text-gray-800 wrap-anywhere">
          <p>
            {household
              ? `This address is on the register for ${page.members.length} members. Whose membership would you like to look after?`
              : 'Press the button to sign in. The link then stops working: ask for a new one next time.'}
          </p>
          <ul className="space-y-3">
            {page.members.map((member) => (
              <li key={member.id}>
                <form method="post" action={page.action}>
                  <input type="hidden" name={PORTAL_FIELDS.member} value={member.id} />
                  <button type="submit" className={buttonClass('primary')}>
                    {`Sign in as ${member.name}`}
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <p className="text-sm text-gray-700">If you did not ask for this link, close this page: nothing happens without the button.</p>
        </div>
      </PageBody>
    </>
  );
}

/** GET /my-membership/email/{token}: the button that confirms a new address. */
export function PortalConfirmEmail({ page }: { page: PortalConfirmEmailPage }) {
  return (
    <>
      <PageHeader title="Confirm your new e-mail address" subtitle={`For ${page.maskedEmail}`} />
      <PageBody>
        <div className="max-w-2xl space-y-4 text-gray-800 wrap-anywhere">
          <p>Press the button to make this the e-mail address of your membership. We will tell the old address of the change.</p>
          <form method="post" action={page.action}>
            <button type="submit" className={buttonClass('primary')}>
              Confirm this address
            </button>
          </form>
          <p className="text-sm text-gray-700">If you did not ask for this, close this page: nothing changes.</p>
        </div>
      </PageBody>
    </>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form's summary of the errors the server found, when this is the form it sent back. */
function refusedOf(page: PortalHomePage, form: NonNullable<PortalHomePage['refused']>['form'], prefix: string) {
  const refused = page.refused?.form === form ? page.refused : null;
  const errors = refused?.errors ?? {};
  const value = (field: string, stored: string) => {
    const sent = refused?.values[field];
    return typeof sent === 'string' ? sent : stored;
  };
  const summary = Object.entries(errors).map(([field, message]): [string, string] => [`${prefix}-${field}`, message]);
  return { errors, value, summary };
}

/** The member's own page: standing, payments, details, e-mail choices, renewal, their data, a request. */
export function PortalHome({ page }: { page: PortalHomePage }) {
  const { member } = page;
  const details = refusedOf(page, 'details', 'details');
  const request = refusedOf(page, 'request', 'request');
  const topicsError = page.refused?.form === 'topics' ? Object.values(page.refused.errors)[0] : undefined;
  return (
    <>
      <PageHeader title="My membership" subtitle={`Signed in as ${member.firstName} ${member.lastName}`} />
      <PageBody>
        <div className="max-w-3xl space-y-8 text-gray-800 wrap-anywhere">
          {page.outcome && (
            <p role="status" className={outcomeClass}>
              {page.outcome}
            </p>
          )}
          {page.household.length > 0 && (
            <div className="flex flex-wrap items-center gap-3">
              <span>Also on this e-mail address:</span>
              {page.household.map((other) => (
                <form key={other.id} method="post" action={PORTAL_PATHS.switchMember}>
                  <input type="hidden" name={PORTAL_FIELDS.member} value={other.id} />
                  <button type="submit" className={buttonClass('secondary')}>{`Switch to ${other.name}`}</button>
                </form>
              ))}
            </div>
          )}

          <Panel id="standing" title="Your membership">
            <p className="text-xl font-semibold text-brand-900">{page.standing.text}</p>
            <p>{`${member.category} member since ${member.joinedOn}. The membership year runs January 1 to December 31.`}</p>
            {page.standing.kind === 'paid' ? (
              <p>{`Nothing to pay: you can renew for ${page.year + 1} from January 1, ${page.year + 1}.`}</p>
            ) : (
              <a className={buttonClass('primary')} href={PORTAL_PATHS.renew}>
                {`Renew for ${page.year}`}
              </a>
            )}
          </Panel>

          <Panel id="payments" title="Payments and receipts">
            {page.payments.length === 0 ? (
              <p>No payment is on record.</p>
            ) : (
              <ul className="space-y-3">
                {page.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-gray-50 p-3">
                    <span>{`${payment.amount} for ${payment.year}, by ${payment.method}, on ${payment.date}`}</span>
                    <form method="post" action={portalReceiptPath(payment.id)}>
                      <button type="submit" className={buttonClass('secondary')} aria-label={`E-mail me the receipt for ${payment.year}`}>
                        E-mail me the receipt
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel id="signups" title="Your event sign-ups">
            {page.signups.length === 0 ? (
              <p>
                {'No event sign-ups from your e-mail address. Events that take sign-ups have a form under each date on the '}
                <a className={linkClass} href="/calendar">
                  Calendar of Events
                </a>
                .
              </p>
            ) : (
              <ul className="space-y-3">
                {page.signups.map((signup) => (
                  <li key={signup.id} className="space-y-1 rounded-md bg-gray-50 p-3">
                    <p className="font-semibold">{`${signup.event}: ${signup.status}`}</p>
                    <p>{`${signup.when}${signup.location ? `, ${signup.location}` : ''}`}</p>
                    <p>{`${signup.party === 1 ? 'One person' : `A party of ${signup.party}`}${signup.shift ? `, shift ${signup.shift}` : ''}`}</p>
                    {signup.page && (
                      <a className={linkClass} href={signup.page}>
                        {`Change or cancel your sign-up for ${signup.event}`}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel id="details" title="Your details">
            {page.pendingEmail && (
              <p className="font-medium">{`Waiting for you to confirm ${page.pendingEmail}: open the link we sent there.`}</p>
            )}
            <form method="post" action={PORTAL_PATHS.details} data-checked-form className="space-y-4">
              <ErrorSummary errors={details.summary} />
              <div className="grid gap-4 sm:grid-cols-2">
                <CheckedField
                  id="details-firstName"
                  name={PORTAL_FIELDS.firstName}
                  label="First name"
                  autoComplete="given-name"
                  maxLength={LIMITS.memberNamePart}
                  missingMessage="Please enter your first name."
                  tooLongMessage={`The first name must be at most ${LIMITS.memberNamePart} characters (now {length}).`}
                  defaultValue={details.value('firstName', member.firstName)}
                  error={details.errors.firstName}
                />
                <CheckedField
                  id="details-lastName"
                  name={PORTAL_FIELDS.lastName}
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={LIMITS.memberNamePart}
                  missingMessage="Please enter your last name."
                  tooLongMessage={`The last name must be at most ${LIMITS.memberNamePart} characters (now {length}).`}
                  defaultValue={details.value('lastName', member.lastName)}
                  error={details.errors.lastName}
                />
              </div>
              <CheckedField
                id="details-email"
                name={PORTAL_FIELDS.email}
                label="E-mail address"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                describedBy="details-email-hint"
                missingMessage="Please enter your e-mail address."
                tooLongMessage={`The e-mail address must be at most ${LIMITS.email} characters (now {length}).`}
                invalidMessage="Please enter an e-mail address such as name@example.org."
                defaultValue={details.value('email', member.email)}
                error={details.errors.email}
              />
              <p id="details-email-hint" className="-mt-3 text-sm text-gray-700">
                A new address gets a link to confirm it; we tell the old one when it changes.
              </p>
              <CheckedField
                id="details-phone"
                name={PORTAL_FIELDS.phone}
                label="Phone"
                type="tel"
                optional
                autoComplete="tel"
                maxLength={LIMITS.phone}
                tooLongMessage={`The phone number must be at most ${LIMITS.phone} characters (now {length}).`}
                defaultValue={details.value('phone', member.phone)}
                error={details.errors.phone}
              />
              <CheckedField
                id="details-address"
                name={PORTAL_FIELDS.address}
                label="Postal address"
                multiline
                autoComplete="street-address"
                maxLength={LIMITS.postalAddress}
                missingMessage="Please enter your postal address."
                tooLongMessage={`The postal address must be at most ${LIMITS.postalAddress} characters (now {length}).`}
                defaultValue={details.value('address', member.address)}
                error={details.errors.address}
              />
              <button type="submit" className={buttonClass('primary')}>
                Save my details
              </button>
            </form>
          </Panel>

          <Panel id="topics" title="E-mail choices">
            <form method="post" action={PORTAL_PATHS.topics} className="space-y-4">
              <TopicChoices
                id="topics-choices"
                legend="What you would like to receive"
                topics={page.topics.map((choice) => ({ ...choice, ticked: choice.given, note: `On record: ${choice.recorded}` }))}
                error={topicsError}
              />
              <p className="text-sm text-gray-700">
                Receipts and notices of general meetings come whatever you choose, as the Societies Act allows.
              </p>
              <button type="submit" className={buttonClass('primary')}>
                Save my choices
              </button>
            </form>
          </Panel>

          <Panel id="data" title="Your data">
            <p>
              A copy of everything the association holds about you: your entry in the register, payments, consent, messages and requests.
            </p>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                <a className={linkClass} href={PORTAL_PATHS.data}>
                  See your data
                </a>
              </li>
              <li>
                <a className={linkClass} href={`${PORTAL_PATHS.data}.json`}>
                  Download my data (JSON)
                </a>
              </li>
              <li>
                <a className={linkClass} href={`${PORTAL_PATHS.data}.html`}>
                  Download my data (a page to keep)
                </a>
              </li>
            </ul>
          </Panel>

          <Panel id="request" title="Ask for a correction or deletion">
            <p>
              Something you cannot change here, or want removed? The association&apos;s Membership position answers within 30 days, as
              British Columbia&apos;s privacy law (PIPA) requires.
            </p>
            <form method="post" action={PORTAL_PATHS.request} data-checked-form className="space-y-4">
              <ErrorSummary errors={request.summary} />
              <CheckedRadioGroup
                id="request-request"
                name={PORTAL_FIELDS.request}
                legend="What are you asking for?"
                options={page.requestKinds}
                missingMessage="Please choose what you are asking for."
                defaultValue={page.requestKinds.find((kind) => kind.value === request.value('request', ''))?.value ?? ''}
                error={request.errors.request}
              />
              <CheckedField
                id="request-details"
                name={PORTAL_FIELDS.details}
                label="What to correct or delete"
                multiline
                rows={4}
                maxLength={LIMITS.memberRequestText}
                missingMessage="Please say what to correct or delete."
                tooLongMessage={`Please keep it to ${LIMITS.memberRequestText} characters (now {length}).`}
                defaultValue={request.value('details', '')}
                error={request.errors.details}
              />
              <button type="submit" className={buttonClass('primary')}>
                Send my request
              </button>
            </form>
          </Panel>

          <div className="space-y-3">
            <form method="post" action={PORTAL_PATHS.signOut}>
              <button type="submit" className={buttonClass('secondary')}>
                Sign out
              </button>
            </form>
            <p className="text-sm text-gray-700">
              {`${page.sessionNote} Questions? Write to `}
              <a className={linkClass} href={`mailto:${page.contactEmail}`}>
                {page.contactEmail}
              </a>
              .
            </p>
          </div>
        </div>
      </PageBody>
    </>
  );
}

/** GET /my-membership/data: the member's data to read, with the two downloads. */
export function PortalData({ page }: { page: PortalDataPage }) {
  return (
    <>
      <PageHeader title="Your data" subtitle={`What ${page.data.association.name} holds about you`} />
      <PageBody>
        <div className="max-w-3xl space-y-6 text-gray-800 break-words">
          <p>
            <a className={linkClass} href={page.downloads.json}>
              Download as JSON
            </a>
            {' · '}
            <a className={linkClass} href={page.downloads.html}>
              Download as a page to keep
            </a>
            {' · '}
            <a className={linkClass} href={PORTAL_PATHS.home}>
              Back to My membership
            </a>
          </p>
          <MemberDataBody data={page.data} />
        </div>
      </PageBody>
    </>
  );
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ title, empty, children }: { title: string; empty?: boolean; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {empty ? <p>None.</p> : children}
    </section>
  );
}

/** A moment as people read it ("November 28, 2026, 3:02 PM", Vancouver); the JSON keeps the ISO form. */
const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, { long: true }) : '-');
/** A day as people read it ("March 4, 2024"). */
const day = (date: string | null | undefined) => (date ? formatLongDate(date, { weekday: false }) : '-');

/** The member's data as sections of facts: the readable page and the downloaded one show the same. */
export function MemberDataBody({ data }: { data: PortalDataPage['data'] }) {
  const { member } = data;
  return (
    <>
      <p>{`Copied on ${when(data.exportedAt)}. Questions or corrections: ${data.association.email}, ${data.association.postalAddress}.`}</p>
      <Part title="Your entry in the register of members">
        <Facts
          rows={[
            ['Name', `${member.firstName} ${member.lastName}`],
            ['E-mail', shown(member.email)],
            ['Phone', shown(member.phone)],
            ['Postal address', <span className="whitespace-pre-line">{member.address}</span>],
            ['Category', member.category],
            ['16 or older', member.isAdult ? 'Yes' : 'No'],
            ['Joined on', day(member.joinedOn)],
            ['Notes by the association', shown(member.notes)],
            ['Standing', data.standing],
            ['Entry created', when(member.createdAt)],
            ['Entry last changed', when(member.updatedAt)],
            ['My membership last used', when(member.myMembershipLastUsedAt)],
          ]}
        />
      </Part>
      <Part title="Payments" empty={data.payments.length === 0}>
        <ul className="list-disc pl-5">
          {data.payments.map((p) => (
            <li key={p.id}>{`${p.date}: ${p.amount} for ${p.year}, by ${p.method}${p.reference ? ` (reference ${p.reference})` : ''}`}</li>
          ))}
        </ul>
      </Part>
      <Part title="Consent to e-mail">
        <p>{`Register: ${data.consent.register ? `${data.consent.register.given ? 'given' : 'not given'} ${day(data.consent.register.date)} (${data.consent.register.source})` : 'none recorded'}`}</p>
        <ul className="list-disc pl-5">
          {data.consent.topics.map((t) => (
            <li key={t.topic}>{`${t.label}: ${t.given ? 'given' : 'not given'} on ${day(t.date)} (${t.source})`}</li>
          ))}
        </ul>
      </Part>
      <Part title="Changes to your entry" empty={data.changes.length === 0}>
        <ul className="space-y-2">
          {data.changes.map((change, index) => (
            <li key={index}>
              {`${when(change.at)}: ${change.action} by ${change.by}`}
              {change.fields.length > 0 && (
                <ul className="list-disc pl-5">
                  {change.fields.map((f) => (
                    <li key={f.field}>{`${f.field}: ${shown(f.before)} → ${shown(f.after)}`}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Messages sent to you" empty={data.messages.length === 0}>
        <ul className="space-y-2">
          {data.messages.map((m, index) => (
            <li key={index}>
              <p className="font-semibold">{`${when(m.at)} (${m.kind}, ${m.state}): ${m.subject}`}</p>
              <p className="whitespace-pre-line text-sm">{m.text ?? 'Its text is no longer kept.'}</p>
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Join and renewal forms" empty={data.joins.length === 0}>
        <ul className="list-disc pl-5">
          {data.joins.map((j) => (
            <li key={j.reference}>{`${j.reference}, ${when(j.sentAt)}: ${j.year}, ${j.amount}, ${j.payment}, ${j.state}`}</li>
          ))}
        </ul>
      </Part>
      <Part title="What you wrote to the association" empty={data.inboxItems.length === 0}>
        <ul className="space-y-2">
          {data.inboxItems.map((item) => (
            <li key={item.reference}>
              <p className="font-semibold">{`${item.reference}, ${item.kind}, ${when(item.receivedAt)}: ${item.status}`}</p>
              {item.thread.map((entry, index) => (
                <p key={index} className="whitespace-pre-line text-sm">{`${when(entry.at)}, ${entry.from}: ${entry.text}`}</p>
              ))}
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Development updates by e-mail" empty={!data.developmentUpdates}>
        {data.developmentUpdates && (
          <p>{`${data.developmentUpdates.status}, ${data.developmentUpdates.frequency}${data.developmentUpdates.since ? `, since ${data.developmentUpdates.since}` : ''}`}</p>
        )}
      </Part>
      <Part title="Event sign-ups" empty={data.signUps.length === 0}>
        <ul className="list-disc pl-5">
          {data.signUps.map((s, index) => (
            <li key={index}>
              {`${s.event}, ${s.date}: ${s.partySize === 1 ? 'one person' : `a party of ${s.partySize}`}${s.shift ? `, shift ${s.shift}` : ''}, ${s.status}`}
            </li>
          ))}
        </ul>
      </Part>
    </>
  );
}
