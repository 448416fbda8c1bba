import type { SignupDate } from '@roca/contract/signups';
import { formatClockTime, formatLongDate } from '#web/lib/dates';
import { plural } from '#web/lib/plural';

/** "Saturday, June 13, 2026 at 10:00 AM to 12:00 PM". */
export const whenOf = (date: Pick<SignupDate, 'date' | 'time' | 'endTime'>) =>
  `${formatLongDate(date.date)} at ${formatClockTime(date.time)}${date.endTime ? ` to ${formatClockTime(date.endTime)}` : ''}`;

const AVAILABILITY: Record<SignupDate['availability'], { label: string; tone: string }> = {
  open: { label: 'Taking sign-ups', tone: 'bg-green-100 text-green-900' },
  closed: { label: 'Sign-up closed', tone: 'bg-gray-200 text-gray-900' },
  cancelled: { label: 'Cancelled', tone: 'bg-red-100 text-red-900' },
  // Sign-up ends when a date starts (the server's availabilityOf), so a date under way today reads so too.
  past: { label: 'Started or past', tone: 'bg-gray-200 text-gray-900' },
  'no-signup': { label: 'No sign-up', tone: 'bg-gray-200 text-gray-900' },
};

export function AvailabilityBadge({ date }: { date: Pick<SignupDate, 'availability'> }) {
  const { label, tone } = AVAILABILITY[date.availability];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

/** "1 person", "3 people". */
export const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** A date's counts, as every staff role may see them: places, the waitlist, offers, shifts. No names. */
export function DateCounts({ date }: { date: SignupDate }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-gray-700">Places taken</dt>
        <dd className="font-semibold text-gray-900">{`${date.placesTaken} of ${date.capacity}`}</dd>
      </div>
      <div>
        <dt className="text-gray-700">Coming</dt>
        <dd className="font-semibold text-gray-900">{`${people(date.coming.people)} (${plural(date.coming.signups, 'sign-up')})`}</dd>
      </div>
      <div>
        <dt className="text-gray-700">Waitlist</dt>
        <dd className="font-semibold text-gray-900">{people(date.waiting.people)}</dd>
      </div>
      <div>
        <dt className="text-gray-700">Offered a place</dt>
        <dd className="font-semibold text-gray-900">{people(date.offered.people)}</dd>
      </div>
      {date.shifts.map((shift) => (
        <div key={shift.id}>
          <dt className="text-gray-700">{`${shift.label}, ${formatClockTime(shift.start)} to ${formatClockTime(shift.end)}`}</dt>
          <dd className="font-semibold text-gray-900">{`${shift.taken} of ${shift.capacity} volunteers`}</dd>
        </div>
      ))}
      {date.attended.signups > 0 && (
        <div>
          <dt className="text-gray-700">Checked in</dt>
          <dd className="font-semibold text-gray-900">{people(date.attended.people)}</dd>
        </div>
      )}
    </dl>
  );
}

/** What staff changed about the date, in a line or two. */
export function DateChanges({ date }: { date: SignupDate }) {
  const lines = [
    ...(date.movedFrom ? [`Moved from ${formatLongDate(date.movedFrom)}.`] : []),
    ...(date.rainDate ? [`Rain date: ${formatLongDate(date.rainDate.date)} at ${formatClockTime(date.rainDate.time)}.`] : []),
    ...(date.note ? [date.note] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="text-sm text-gray-800">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
