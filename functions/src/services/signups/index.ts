/**
 * Sign-up to events (docs/signups.md): the calendar's form and a sign-up's own page, places with a
 * waitlist and offers, reminders and changed dates with a calendar file, and the staff screen's
 * lists and changes. Reads `content` (the event) and `mail`, and `members` for a general meeting's
 * voter list.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
// Its reactions to staff changes (core/staff-changes.ts, afterStaffChange).
import './reactions';
export { forgetOldSignups, runOfferDeadlines, sendSignupReminders } from './jobs';
export { postSignupAction, postSignupForm, showSignup } from './signup-pages';
export {
  changeSignupDate,
  listSignupDates,
  listSignupEvents,
  listSignupPeople,
  messageSignups,
  readSignupDate,
  removeSignupSettings,
  saveDateSignup,
  saveSignupSettings,
  signupsOfAddress,
  staffCancelSignup,
  staffCheckIn,
} from './staff-signups';
