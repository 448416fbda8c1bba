import type { Development } from '../developments';
import type { EventAlert } from '../events';
import type { ConsultationWindow } from '../consultation-choices';
import type { JoiningContent } from '../join-choices';
import type { CalendarEvent } from './calendar-events';
import type { Executive } from './executive';
import type { Business, CommunityLink, VolunteerNeed } from './lists';
import type { SiteFile, SiteFileSlot } from './site-files';
import type { SiteSettings } from './site-settings';

/**
 * The content staff edit in the Content area (docs/content.md), as one snapshot. Zod-free: the
 * public pages render from it, the seed is one, and the server loads one from Firestore.
 */
export type EditableContent = {
  settings: SiteSettings;
  executive: Executive;
  calendarEvents: CalendarEvent[];
  businesses: Business[];
  communityLinks: CommunityLink[];
  volunteerNeeds: VolunteerNeed[];
  files: Record<SiteFileSlot, SiteFile>;
};

/** Everything a public page shows that is not written in its code: what a publish renders from. */
export type SiteContent = EditableContent & {
  /** Every development update, newest date first. */
  developments: Development[];
  /** The event alerts shown on the home page: only the visible ones. */
  eventAlerts: EventAlert[];
  /**
   * What joining charges and where e-Transfers go (Members, Joins; not the Content area), and
   * whether PayPal's REST app is set up: /membership shows the join form or the hosted button.
   */
  joinSettings: JoiningContent;
  /** The comment windows on development applications (docs/consultations.md): each application's page shows its own. */
  consultations: ConsultationWindow[];
  /** Consultation settings the public pages show: how long commenters' details are kept after a decision (the form's privacy statement). */
  consultationSettings: { retentionDaysAfterDecision: number };
};
