import type { EventSignupInput, OccurrenceChangeInput, OccurrenceSignupInput } from '@roca/contract/content/event-signup';
import type { MailSend } from '@roca/contract/mail';
import type { SignupDate, SignupEvent, SignupMessageInput, SignupRow } from '@roca/contract/signups';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { plural } from '#web/lib/plural';
import { itemQueryKey } from '#web/lib/queries/item-kinds';
import { signupReads } from '#web/lib/queries/signups';

/** A change of an event's sign-up or of a date is a change of the calendar event too: the Calendar events screen reads it again. */
const invalidates = [signupReads, itemQueryKey('calendarEvent')];

const datePath = (eventId: string, date: string) => `/api/signups/events/${encodeURIComponent(eventId)}/dates/${date}`;

export const useSaveEventSignup = () =>
  useApiMutation({
    request: ({ eventId, input }: { eventId: string; input: EventSignupInput }) =>
      apiRequest<SignupEvent>('PUT', `/api/signups/events/${encodeURIComponent(eventId)}`, input),
    invalidates,
    success: (event) => ({
      title: 'Sign-up saved',
      description: event.signup?.open ? `${event.title} takes sign-ups.` : `${event.title} takes no sign-ups now.`,
    }),
    failure: 'Failed to save sign-up',
  });

export const useSaveDateSignup = () =>
  useApiMutation({
    request: ({ eventId, date, input }: { eventId: string; date: string; input: OccurrenceSignupInput }) =>
      apiRequest<SignupDate>('PUT', datePath(eventId, date), input),
    invalidates,
    success: (date) => ({ title: date.closed ? 'Sign-up closed for this date' : 'Date saved', description: `Capacity ${date.capacity}.` }),
    failure: 'Failed to save the date',
  });

const CHANGE_TITLES = { move: 'Date moved', cancel: 'Date cancelled', 'rain-date': 'Rain date saved' } as const;

export const useChangeDate = () =>
  useApiMutation({
    request: ({ eventId, date, input }: { eventId: string; date: string; input: OccurrenceChangeInput }) =>
      apiRequest<SignupDate>('POST', `${datePath(eventId, date)}/changes`, input),
    invalidates,
    success: (date, { input }) => ({
      title: CHANGE_TITLES[input.action],
      description: `${plural(date.coming.signups + date.offered.signups + date.waiting.signups, 'sign-up')} told by e-mail.`,
    }),
    failure: 'Failed to change the date',
  });

export const useMessageSignups = () =>
  useApiMutation({
    request: ({ eventId, date, input }: { eventId: string; date: string; input: SignupMessageInput }) =>
      apiRequest<MailSend>('POST', `${datePath(eventId, date)}/message`, input),
    invalidates: [signupReads, ['/api/mail']],
    success: (send) => ({
      title: 'Message queued',
      description: `${plural(send.recipients, 'message')} on the way: follow them in the Mail log.`,
    }),
    failure: 'Failed to send the message',
  });

export const useCheckIn = () =>
  useApiMutation({
    request: ({ person, attended }: { person: SignupRow; attended: boolean }) =>
      apiRequest<void>('PUT', `/api/signups/${encodeURIComponent(person.id)}/check-in`, { attended }),
    invalidates: [signupReads],
    failure: ({ person }) => `Failed to check in ${person.name}`,
  });

export const useCancelSignup = () =>
  useApiMutation({
    request: (person: SignupRow) => apiRequest<void>('POST', `/api/signups/${encodeURIComponent(person.id)}/cancel`, {}),
    invalidates: [signupReads],
    success: (_, person) => ({ title: 'Sign-up cancelled', description: `${person.name} is told by e-mail.` }),
    failure: 'Failed to cancel the sign-up',
  });
