import { useId } from 'react';
import type { FormMailWindow } from '@roca/contract/mail';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#web/lib/dates';
import { formMailCountsQuery } from '#web/lib/queries/mail';

/** One window's figures: sent against its cap, and how many were held back past it. */
function WindowCount({ label, window }: { label: string; window: FormMailWindow }) {
  const held = window.heldBack > 0;
  return (
    <div className={`rounded-lg border p-3 ${held ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-white'}`}>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">
        {window.sent} <span className="text-sm font-normal text-gray-700">sent of {window.cap}</span>
      </dd>
      {held && <dd className="text-sm font-semibold text-amber-950">{window.heldBack} held back</dd>}
    </div>
  );
}

/**
 * What the public forms (subscribe, sign-ups, the inbox's forms, comments, sign-in links) mailed
 * to addresses visitors typed, against the caps past which they send nothing (docs/mail.md, "Mail
 * a public form sends"): a section of its own, since none of it is a send of the list above. Many
 * held back means someone is using a form to flood inboxes, or a busy day needs higher caps.
 */
export function FormMailCounts() {
  const headingId = useId();
  const counts = useQuery(formMailCountsQuery());
  if (!counts.data) return null;
  const { hour, day } = counts.data;
  // Past a cap, the forms send nothing until its window ends: the day's, if that one is reached.
  const until = day.heldBack > 0 ? day.endsAt : hour.heldBack > 0 ? hour.endsAt : null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-gray-900">
        Mail from the public forms
      </h2>
      <p className="max-w-3xl text-sm text-gray-700">
        Confirmations, acknowledgements and links the public forms send to addresses visitors type. Past a cap they send nothing more, so
        nobody can flood an inbox through them.
      </p>
      <dl className="grid max-w-md grid-cols-2 gap-3">
        <WindowCount label="This hour" window={hour} />
        <WindowCount label="Today" window={day} />
      </dl>
      {until && (
        <p role="status" className="max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {`A cap is reached: the forms send nothing more until ${formatDateTime(until)}.`}
        </p>
      )}
    </section>
  );
}
