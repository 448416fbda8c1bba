/**
 * Every limit of the product in one place (docs/requirements.md, Limits). The web forms and the
 * server handlers both import these, so changing a limit here changes it everywhere.
 */
export const LIMITS = {
  memberName: 200,
  projectTitle: 32,
  subTitle: 32,
  status: 32,
  description: 700,
  linkText: 25,
  /** No limit for link URLs was given; 2,000 characters is what browsers handle everywhere. */
  url: 2000,
  eventHeading: 120,
  eventDescription: 1000,
  username: 64,
  personName: 64,
  /** ASVS 2.1.1 and 2.1.2: at least 12 characters, and up to 128 (longer ones are refused, never cut). */
  passwordMin: 12,
  passwordMax: 128,
  analyticsPath: 300,
  analyticsTitle: 200,
  /** Attachment uploads: 50 MB (docs/requirements.md, Uploads). */
  attachmentMaxBytes: 52_428_800,
  attachmentMaxFiles: 1,
  fileName: 255,
  /** JSON bodies larger than this are refused with 413 (docs/requirements.md, Errors). */
  jsonBodyBytes: 1_048_576,
  /** Import Updates (docs/requirements.md, Bulk actions): a larger file or more rows is refused before anything is read or written. */
  importMaxBytes: 5_242_880,
  importMaxRows: 2_000,
  /**
   * Sign-in throttling (docs/security.md, "Sign-in throttling"). Per client address, over all
   * usernames: failures per window and per day, then 429 until the window or day ends.
   */
  loginClientMaxFailures: 5,
  loginClientWindowMinutes: 15,
  loginClientDailyFailures: 100,
  /**
   * Per account, attempts from clients that never signed in to it: the first ones are free, then
   * each waits after the one before, 1 s doubling up to the maximum; at most the daily number.
   */
  loginAccountFreeAttempts: 5,
  loginAccountMaxDelaySeconds: 60,
  loginAccountDailyAttempts: 100,
  /** A client address that signed in to an account is known to it this long. */
  loginKnownClientDays: 90,
  /** POST /api/analytics/track calls one client may make per minute, whichever instance answers (counted in Firestore). */
  analyticsTrackPerMinute: 300,
  /**
   * New link records analytics creates per day (site time); clicks on known links always count.
   * Page views need no cap: they only ever count for the site's own pages and one bucket.
   */
  analyticsNewLinksPerDay: 50,
  /** Days of views the Analytics screen charts. */
  analyticsDays: 30,
  /** Entries per page of GET /api/audit: the screen asks for the default, a caller for up to the maximum. */
  auditPageSize: 50,
  auditPageMax: 200,

  // The site's content, edited in the Content area (docs/content.md).
  associationName: 120,
  shortName: 20,
  email: 254,
  postalAddress: 200,
  membershipFeeText: 80,
  /** The payment provider's hosted button id: letters and digits (PayPal's are 13). */
  paymentButtonIdMin: 6,
  paymentButtonIdMax: 32,
  /** Development updates the home page may show (the site settings' homeUpdates); the rest are on /applications. */
  homeUpdatesMax: 50,
  /** Officer and director responsibilities: a few short lines each. */
  responsibility: 160,
  responsibilitiesMax: 6,
  /** Directors-At-Large elected at the AGM (the executive is at most 9 members). */
  directorsMax: 4,
  calendarTitle: 120,
  /**
   * Events the calendar holds at most: every publish lists each (recurrence.ts bounds what one
   * costs), so the count bounds what all cost. A year of meetings, sessions and events is far below.
   */
  calendarEventsMax: 200,
  location: 200,
  calendarDescription: 1000,
  /** An RRULE such as FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630. */
  repeatRule: 200,
  listItemName: 80,
  listCategory: 60,
  listDescription: 300,
  phone: 30,
  /** Items in each content list (businesses, community links, volunteer needs). */
  listMaxItems: 100,
  altText: 200,
  caption: 200,
  /** Files staff put on the public pages: PDFs up to 20 MB, images up to 5 MB. */
  sitePdfMaxBytes: 20_971_520,
  siteImageMaxBytes: 5_242_880,

  // The register of members (docs/members.md); e-mail, phone and postalAddress above apply too.
  /** Each part of a member's name, so "first last" fits the payment form's 200. */
  memberNamePart: 100,
  memberNotes: 2000,
  consentSource: 200,
  paymentReference: 100,
  /** A payment above this is a typing mistake, not a membership. */
  paymentMaxDollars: 10_000,
  memberSearch: 200,
  /** Join forms one client address may send per hour (POST /membership/join): a family joins one by one, a bot far faster. */
  joinsPerClientPerHour: 20,
  /** Loads of the PayPal return page one client address may make per hour: each may ask PayPal about the order. */
  joinReturnsPerClientPerHour: 30,
  /** Webhook posts one client address may make per minute: PayPal sends a few per payment. */
  paypalWebhooksPerClientPerMinute: 60,
  /** A renewal link's signed token (a member id and a MAC, base64url): far longer is not one. */
  joinRenewalToken: 400,
  /** The fee joining online charges (Members, Joins): more than this is a typing mistake, not a membership. */
  joinFeeMaxDollars: 1_000,
  /** Days an unpaid join waits before it is listed as expired: long enough for a cheque brought to a monthly meeting. */
  pendingJoinDaysMin: 1,
  pendingJoinDaysMax: 180,
  /** Import payments: a year of the association's provider activity is far below these. */
  paymentsImportMaxBytes: 2_097_152,
  paymentsImportMaxRows: 5_000,

  // Mail (docs/mail.md).
  mailSubject: 200,
  /** A composed body: a long newsletter is about 20,000 characters. */
  mailBody: 50_000,
  noticeAgenda: 5_000,
  noticeInstructions: 2_000,
  noticeResolutions: 10_000,
  renewalRemindersPerYear: 6,
  /** An SMTP error or a bounce reason, as stored and shown. */
  mailError: 500,
  /** What one message's attachments (a letter, a calendar file) may weigh together: the outbox stores them in the message's document (at most 1 MiB). */
  mailAttachmentBytes: 600 * 1024,

  // Mail the public forms send to an address anyone may type (docs/mail.md, "Mail a public form sends").
  /** A public form's next message to the same mailbox (+tags and Gmail's dots ignored) for the same thing waits this long. */
  formMailGapMinutes: 10,
  /** Messages all public forms together may send in an hour; past it they answer the same and send nothing. */
  formMailPerHour: 100,
  /** ... and in a day. */
  formMailPerDay: 400,
  /** A mail's unsubscribe and choices link works this many days from the day it was made (CASL: at least 60 from the message; docs/mail.md, "Unsubscribe"). */
  unsubscribeLinkDays: 90,
  /** A renewal reminder's link fills the join form for its member this many days (docs/members.md, "Renewing"). */
  renewalLinkDays: 120,
  /** A topic asked for on the e-mail choices page of a mail link waits this long for the confirmation sent to the address (docs/mail.md, "Unsubscribe"). */
  topicConfirmDays: 7,

  // Subscriptions to development updates (docs/mail.md, "Development updates"; docs/decisions/018).
  /** Subscribe forms one client may post in 10 minutes, whichever instance answers (counted in Firestore). */
  subscribePerClientPer10Minutes: 10,
  /** A request not confirmed within this many days is deleted, and its link stops working. */
  subscriberPendingDays: 7,
  /** An unsubscribed address is deleted this many days after it unsubscribed. */
  subscriberUnsubscribedDays: 30,
  /** The record of each change (for the alert and the digest) is kept this long. */
  developmentChangeDays: 60,

  // Consultations on development applications (docs/consultations.md).
  commentName: 120,
  commentStreet: 200,
  /** About a page and a half: councils read every word of a short comment, and skim a long one. */
  commentText: 4_000,
  moderationNote: 500,
  consultationRecipientName: 100,
  consultationRecipients: 10,
  consultationDecision: 200,
  /** The association's letter, Markdown: a few pages. */
  consultationLetter: 30_000,
  /** Commenters' details are deleted this many days after the decision (the setting's bounds). */
  consultationRetentionDaysMin: 30,
  consultationRetentionDaysMax: 1_095,
  /** Comment forms one client may post in an hour: a household comments one by one, a bot far faster. */
  commentsPerClientPerHour: 20,
  /** Another confirmation e-mail for the same comment waits this long. */
  commentConfirmationGapMinutes: 10,

  // Sign-up to events (docs/signups.md).
  /** The name a resident signs up under. */
  signupName: 100,
  /** People one sign-up may bring (the event's own limit is at most this). */
  signupPartyMax: 20,
  signupCapacityMax: 5_000,
  signupShiftsMax: 8,
  signupShiftLabel: 60,
  signupShiftCapacityMax: 500,
  /** Hours a freed place is held for the person it is offered to. */
  signupOfferHoursMin: 1,
  signupOfferHoursMax: 168,
  signupRemindersMax: 3,
  signupReminderDaysMax: 14,
  /** What staff say when they move, cancel or give a rain date to a date. */
  signupNote: 300,
  /** A sign-up not confirmed by its link within this many hours is deleted; the address may sign up again. */
  signupConfirmHours: 24,
  /** Sign-ups, and what staff noted of them, are deleted this many days after the event's date. */
  signupRetentionDays: 30,
  /** Sign-up forms one client may post in 10 minutes, per function instance. */
  signupsPerClientPer10Minutes: 10,
  /** People per page of a date's list; the screen asks for the default, a caller for up to the maximum. */
  signupPageSize: 100,
  signupPageMax: 500,
  /** A sign-up link's signed token: far longer is not one. */
  signupToken: 400,

  // Staff accounts: recovery e-mails, password resets, invitations (docs/security.md, "Account links").
  /** A password reset link works this long, once, and only until the password changes. */
  passwordResetLinkMinutes: 60,
  /** An invitation link works this long, once. */
  invitationLinkDays: 7,
  /** A link that confirms a recovery e-mail works this long, once. */
  recoveryEmailLinkDays: 7,
  /**
   * The link that undoes a change of the recovery e-mail, sent to the address it replaces, works
   * this long, once: the owner of a borrowed session may read that mailbox only now and then.
   */
  recoveryEmailUndoDays: 30,
  /** New recovery e-mails one account may ask for a day: each sends a message to an address it names. */
  recoveryEmailRequestsPerDay: 3,
  /**
   * Reset links asked for: per client over all usernames, 5 in any 15 minutes and 20 a day; per
   * client and account, 3 an hour and 10 a day. What one client asks for never holds back another:
   * the owner asking from anywhere a stranger is not gets a link at once (docs/security.md).
   */
  passwordResetClientRequests: 5,
  passwordResetClientWindowMinutes: 15,
  passwordResetClientDailyRequests: 20,
  passwordResetAccountHourlyRequests: 3,
  passwordResetAccountDailyRequests: 10,
  /**
   * Anonymous calls behind the links e-mailed to staff (check, reset, accept, confirm, undo) one
   * client may make in 15 minutes, per function instance: a code is checked before any password
   * is hashed, so this bounds reads, not scrypt.
   */
  accountLinkCallsPer15Minutes: 30,

  // The public contact forms and the staff inbox (docs/inbox.md).
  /** A resident's name on a form, one line. */
  inboxName: 120,
  /** What a resident writes: a long letter is about 3,000 characters. */
  inboxMessage: 5_000,
  /** A short answer on a form: availability, a category, a record's description. */
  inboxShortText: 300,
  /** A photo sent with heritage information: a phone's JPEG is 2 to 4 MB. */
  inboxPhotoMaxBytes: 8_388_608,
  /** Forms one client address may post per hour, counted across instances: a neighbour writes a few, a bot far more. */
  inboxPerClientPerHour: 10,
  /** Messages stored per sender address per day: what a person needs, and the most a stranger can make us acknowledge to one address. */
  inboxPerAddressPerDay: 5,
  /** A form sent sooner than this after the page showed it was sent by a program (the time trap). */
  inboxMinSeconds: 3,
  /** A reply or an internal note written in the panel. */
  inboxReply: 10_000,
  inboxNote: 5_000,
  inboxSearch: 200,
  /** Items one inbox read returns: newest first; an association gets a few hundred a year. */
  inboxListMax: 500,

  // My membership, the member portal (docs/members.md, "My membership"; docs/decisions/022).
  /** A member's sign-in link works this long, once: long enough to open the message, too short for an old mailbox to hold one that works. */
  memberSignInLinkMinutes: 60,
  /** The link that confirms a member's new e-mail address works this long, once. */
  memberEmailLinkHours: 24,
  /** Sign-in links one client address may ask for per hour, counted across instances: a household asks a few times, a bot far more. */
  memberLinksPerClientPerHour: 10,
  /**
   * Sign-in links sent to one mailbox per hour and per day, counted across instances: what a
   * member needs, and the most a stranger can make the association send to one address.
   */
  memberLinksPerAddressPerHour: 3,
  memberLinksPerAddressPerDay: 10,
  /** What a member writes when asking for a correction or a deletion of their personal information. */
  memberRequestText: 2_000,

  // The AGM handover (docs/handover.md).
  keyName: 80,
  keyHolder: 120,
  /** Keys on the checklist: the five the product suggests and those staff add. */
  keyHoldersMax: 50,
} as const;

export const EVENT_TYPES = ['red', 'orange', 'blue', 'green', 'purple', 'yellow'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_POSITIONS = [1, 2, 3] as const;
export const ROLES = ['Admin', 'Super', 'Read Only'] as const;
export const DEFAULT_ROLE = 'Read Only' as const;
