const CALENDAR_FEED_PATH = '/calendar.ics';

/**
 * 'Add to calendar' on /calendar: the .ics feed (download or open), and a webcal:// link that
 * makes calendar apps subscribe, so new events appear without another visit. The webcal URL
 * needs the site's host, known only in the browser: the published page carries that link
 * invisible, and the page script fills in the host and shows it
 * (web/src/page-script/calendar-subscribe.ts).
 */
export function AddToCalendarLink() {
  return (
    <section aria-labelledby="add-to-calendar" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
      <h2 id="add-to-calendar" className="text-lg font-semibold text-brand-900">
        Add to calendar
      </h2>
      <p className="mt-1 text-gray-700">
        Get these events and our event alerts in your own calendar app (Google, Apple, Outlook). Times are Pacific time.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={CALENDAR_FEED_PATH}
          className="inline-flex items-center rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          Add to calendar (.ics)
        </a>
        <a
          href={CALENDAR_FEED_PATH}
          data-webcal-path={CALENDAR_FEED_PATH}
          className="invisible inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Subscribe in your calendar app
        </a>
      </div>
    </section>
  );
}
