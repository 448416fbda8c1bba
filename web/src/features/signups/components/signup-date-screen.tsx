import { SIGNUP_STANDING_LABELS, SIGNUP_STATUS_LABELS } from '@roca/contract/signup-choices';
import type { SignupDate, SignupRow } from '@roca/contract/signups';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { ViewOnlyNotice } from '#web/components/admin/view-only-notice';
import { useAssociationName } from '#web/components/admin/use-association-name';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Dialog } from '#web/components/ui/dialog';
import { useToast } from '#web/components/ui/toast';
import { csvFile } from '#web/lib/csv-file';
import { formatDateTime } from '#web/lib/dates';
import { downloadText } from '#web/lib/download-file';
import { signupDateQuery, signupPeopleQuery } from '#web/lib/queries/signups';
import { useCancelSignup, useChangeDate, useCheckIn, useMessageSignups, useSaveDateSignup } from '#web/features/signups/api/signups';
import { AvailabilityBadge, DateChanges, DateCounts, people, whenOf } from './date-summary';
import { DateChangeForm, DateSignupForm, SignupMessageForm, type DateFormProps } from './date-forms';
import { eventPath } from './signup-events-screen';
import '#web/components/admin/print-alone.css';

type Open = 'date' | 'change' | 'message' | null;

/** Where a person stands, in words: "On the waitlist (2)", "Offered a place until ...". */
function statusOf(person: SignupRow): string {
  if (person.status === 'waiting' && person.position) return `${SIGNUP_STATUS_LABELS.waiting} (${person.position})`;
  if (person.status === 'offered' && person.offerExpiresAt)
    return `${SIGNUP_STATUS_LABELS.offered} until ${formatDateTime(person.offerExpiresAt)}`;
  return SIGNUP_STATUS_LABELS[person.status];
}

const CSV_COLUMNS = ['Name', 'E-mail', 'Party', 'Shift', 'Status', 'Waitlist place', 'Checked in', 'Standing', 'Signed up'] as const;

/**
 * One date of an event (docs/signups.md, "For staff"): its counts for every staff role; for Admin
 * and Super who comes (party sizes summed), the waitlist, the shifts, check-in, a printable
 * check-in sheet, the CSV, a message to the people signed up, and the date's own changes.
 */
export function SignupDateScreen({ eventId, date: key, canManage }: { eventId: string; date: string; canManage: boolean }) {
  const date = useQuery(signupDateQuery(eventId, key));
  const [open, setOpen] = useState<Open>(null);
  const [saveDate, change, message] = [useSaveDateSignup(), useChangeDate(), useMessageSignups()];
  const close = () => setOpen(null);
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <ScreenHeader
          title={date.data ? date.data.eventTitle : 'Sign-ups'}
          description={date.data ? `${whenOf(date.data)} · ${date.data.location}` : ''}
          action={
            <Link to={eventPath(eventId)} className="text-sm font-medium text-brand-800 underline">
              All dates
            </Link>
          }
        />
      </div>
      {!canManage && <ViewOnlyNotice />}
      <DataState query={date} loading="Loading the date..." error="Error loading the date">
        {(data) => (
          <>
            <section aria-label="Counts" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 print:hidden">
              <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                <AvailabilityBadge date={data} />
                {data.dateCapacity !== null && (
                  <span className="text-sm text-gray-700">{`This date's own capacity: ${data.dateCapacity}.`}</span>
                )}
              </p>
              <DateChanges date={data} />
              <DateCounts date={data} />
              {canManage && (
                <div className="flex flex-wrap gap-2 pt-2">
                  <Button variant="secondary" size="sm" onClick={() => setOpen('date')} disabled={data.cancelled}>
                    Sign-up and capacity of this date
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setOpen('change')} disabled={data.cancelled}>
                    Move, cancel or give a rain date
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setOpen('message')}>
                    Message the people signed up
                  </Button>
                </div>
              )}
            </section>
            {canManage && <PeopleOfDate eventId={eventId} date={data} />}
            <FormDialog
              title="This date's sign-up"
              open={open === 'date'}
              onClose={close}
              form={DateSignupForm}
              date={data}
              save={saveDate}
            />
            <FormDialog title="Change this date" open={open === 'change'} onClose={close} form={DateChangeForm} date={data} save={change} />
            <FormDialog
              title="Message the people signed up"
              open={open === 'message'}
              onClose={close}
              form={SignupMessageForm}
              date={data}
              save={message}
            />
          </>
        )}
      </DataState>
    </div>
  );
}

/** One of a date's forms in a dialog: saved through its change, then closed. */
function FormDialog<Input>({
  title,
  open,
  onClose,
  form: Form,
  date,
  save,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  form: ComponentType<DateFormProps<Input>>;
  date: SignupDate;
  save: { isPending: boolean; mutateAsync: (change: { eventId: string; date: string; input: Input }) => Promise<unknown> };
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <Form
        date={date}
        pending={save.isPending}
        onSave={async (input) => {
          await save.mutateAsync({ eventId: date.eventId, date: date.key, input });
          onClose();
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}

/** Who signed up for the date, a page at a time, with check-in; the check-in sheet and the CSV take every page. */
function PeopleOfDate({ eventId, date }: { eventId: string; date: SignupDate }) {
  const list = useInfiniteQuery(signupPeopleQuery(eventId, date.key));
  const toast = useToast();
  const associationName = useAssociationName();
  const [checkIn, cancel] = [useCheckIn(), useCancelSignup()];
  const [ending, setEnding] = useState<SignupRow | null>(null);
  /** Every page's people while the sheet prints; otherwise the sheet lists the pages read. */
  const [sheetPeople, setSheetPeople] = useState<SignupRow[] | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.people) ?? [];
  const coming = (sheetPeople ?? rows).filter((p) => p.status === 'confirmed').sort((a, b) => a.name.localeCompare(b.name));

  /**
   * The sheet and the file list everyone: the pages not read yet are read first. The people come
   * from the last page's result: `list` is this render's, which has not seen the pages read since.
   */
  async function everyPage() {
    let result = list;
    while (result.hasNextPage) result = (await result.fetchNextPage()) as typeof list;
    return result.data?.pages.flatMap((page) => page.people) ?? [];
  }

  /** Prints every page's people: drawn on the sheet in a render forced before the print dialog opens. */
  async function printSheet() {
    const all = await everyPage();
    flushSync(() => setSheetPeople(all));
    window.print(); // returns when the print dialog closes
    setSheetPeople(null);
  }

  async function exportCsv() {
    const all = await everyPage();
    const { content, mimeType } = csvFile(
      all.map((p) => ({
        Name: p.name,
        'E-mail': p.email,
        Party: p.party,
        Shift: p.shift?.label ?? '',
        Status: SIGNUP_STATUS_LABELS[p.status],
        'Waitlist place': p.position ?? '',
        'Checked in': p.attended ? 'yes' : '',
        Standing: p.standing ? SIGNUP_STANDING_LABELS[p.standing] : '',
        'Signed up': p.createdAt,
      })),
      CSV_COLUMNS,
    );
    downloadText(`signups-${date.key}-${eventId}.csv`, content, mimeType);
    toast({ title: 'Sign-ups downloaded', description: `${all.length} sign-ups of ${date.key}.` });
  }

  return (
    <section aria-labelledby="people-heading" className="print-alone space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h2 id="people-heading" className="text-xl font-semibold text-gray-900">
          People signed up
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void printSheet()} disabled={!list.data}>
            Print check-in sheet
          </Button>
          <Button onClick={() => void exportCsv()} disabled={!list.data}>
            Export sign-ups (CSV)
          </Button>
        </div>
      </div>
      <DataState
        query={{ ...list, data: list.data ? rows : undefined }}
        loading="Loading who signed up..."
        error="Error loading who signed up"
        empty={{ text: 'Nobody has signed up for this date yet.' }}
      >
        {() => (
          <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white print:hidden">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">People signed up for {whenOf(date)}</caption>
              <thead className="bg-gray-100 text-gray-900">
                <tr>
                  {['Name', 'E-mail', 'Party', 'Shift', 'Status', ...(date.generalMeeting ? ['Voter list'] : []), 'Checked in', ''].map(
                    (heading) => (
                      <th key={heading || 'actions'} scope="col" className="px-3 py-2">
                        {heading || <span className="sr-only">Actions</span>}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((person) => (
                  <tr key={person.id} className="border-t border-gray-200 align-top">
                    <td className="px-3 py-2 font-medium text-gray-900">{person.name}</td>
                    <td className="break-all px-3 py-2 text-gray-800">{person.email}</td>
                    <td className="px-3 py-2 text-gray-800">{person.party}</td>
                    <td className="px-3 py-2 text-gray-800">{person.shift?.label ?? ''}</td>
                    <td className="px-3 py-2 text-gray-800">{statusOf(person)}</td>
                    {date.generalMeeting && (
                      <td className="px-3 py-2 text-gray-800">{person.standing ? SIGNUP_STANDING_LABELS[person.standing] : ''}</td>
                    )}
                    <td className="px-3 py-2">
                      {person.status === 'confirmed' && (
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-700"
                          checked={person.attended}
                          disabled={checkIn.isPending}
                          aria-label={`${person.name} is here`}
                          onChange={(e) => checkIn.mutate({ person, attended: e.target.checked })}
                        />
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {person.status !== 'cancelled' && (
                        <Button variant="ghost" size="sm" onClick={() => setEnding(person)}>
                          Cancel<span className="sr-only">{` ${person.name}'s sign-up`}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DataState>
      {list.hasNextPage && (
        <Button variant="secondary" className="print:hidden" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading...' : 'More people'}
        </Button>
      )}
      <CheckInSheet associationName={associationName} date={date} coming={coming} />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(o) => !o && setEnding(null)}
        title="Cancel Sign-up"
        description={ending ? `${ending.name} (${people(ending.party)}) is told by e-mail, and a freed place goes to the waitlist.` : ''}
        confirmLabel="Cancel the sign-up"
        pending={cancel.isPending}
        onConfirm={() => ending && cancel.mutate(ending, { onSettled: () => setEnding(null) })}
      />
    </section>
  );
}

/** The paper at the door: the people coming by name, their party and shift, a box to tick. Printed only. */
function CheckInSheet({ associationName, date, coming }: { associationName: string | undefined; date: SignupDate; coming: SignupRow[] }) {
  const total = coming.reduce((sum, p) => sum + p.party, 0);
  return (
    <div className="hidden print:block">
      <p className="text-sm text-gray-900">{associationName ? `${associationName}: ` : ''}check-in sheet</p>
      <h2 className="text-xl font-semibold text-gray-900">{`${date.eventTitle}, ${whenOf(date)}`}</h2>
      <p className="text-sm text-gray-900">{`${date.location} · ${people(total)} coming in ${coming.length} sign-ups`}</p>
      <table aria-label="Check-in sheet" className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            {['Here', 'Name', 'Party', 'Shift', ...(date.generalMeeting ? ['Voter list'] : [])].map((heading) => (
              <th key={heading} scope="col" className="border-b border-gray-400 px-2 py-1">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coming.map((person) => (
            <tr key={person.id}>
              <td className="border-b border-gray-300 px-2 py-2">{person.attended ? '☑' : '☐'}</td>
              <td className="border-b border-gray-300 px-2 py-2">{person.name}</td>
              <td className="border-b border-gray-300 px-2 py-2">{person.party}</td>
              <td className="border-b border-gray-300 px-2 py-2">{person.shift?.label ?? ''}</td>
              {date.generalMeeting && (
                <td className="border-b border-gray-300 px-2 py-2">{person.standing ? SIGNUP_STANDING_LABELS[person.standing] : ''}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
