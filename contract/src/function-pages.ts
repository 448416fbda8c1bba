import type { SiteSettings } from './content/site-settings';
import type { InboxKind } from './inbox-choices';
import type { JoinFormView, JoinMoney } from './join-choices';
import type { CommentPosition, CommentTopic } from './consultation-choices';
import type { MailTopic } from './mail';
import type { PlainStanding } from './membership';
import type { MemberDataExport, MemberPayment, MemberRequestKind } from './portal-choices';
import type { SignupShift } from './content/event-signup';
import type { SignupFormField } from './signups';
import type { SignupStatus } from './signup-choices';
import type { AlertFrequency, SubscribeSource } from './subscription-choices';

/**
 * Public pages the `api` function renders per request, because what they show depends on the
 * request (a signed link's token, a form just posted): the unsubscribe and preferences page now,
 * later a subscription's confirmation or a password reset. The web app's renderer draws them in
 * the public site's layout and stylesheet, without React in the browser (docs/decisions/014);
 * the function renders them with functions/src/services/publishing/function-pages.ts. A new page is one more member
 * of this union and one component in web/src/function-pages/.
 */
export type FunctionPage =
  | MailPreferencesPage
  | MessagePage
  | SubscribePage
  | ConfirmSubscriptionPage
  | ConfirmTopicsPage
  | JoinPage
  | JoinPayLaterPage
  | InboxFormPage
  | InboxSentPage
  | PortalSignInPage
  | PortalLinkPage
  | PortalHomePage
  | PortalConfirmEmailPage
  | PortalDataPage
  | SignupPage
  | SignupStatusPage
  | CommentFormPage
  | CommentPage;

type PageHead = { title: string; description: string };

/** A short page that says one thing: a link that is not valid, say. */
export type MessagePage = PageHead & { kind: 'message'; heading: string; paragraphs: string[] };

/** A message page; its title and description are its heading unless given. */
export const messagePage = (heading: string, paragraphs: string[], head: Partial<PageHead> = {}): MessagePage => ({
  kind: 'message',
  title: head.title ?? heading,
  description: head.description ?? heading,
  heading,
  paragraphs,
});

/** What a function page's request is answered with: the page and its HTTP status. */
export type PageAnswer = { status: number; page: FunctionPage };

/** One topic on the preferences form. */
export type TopicChoice = { topic: MailTopic; label: string; description: string; subscribed: boolean };

/** GET and POST /mail/unsubscribe/{token}, POST /mail/preferences/{token} (docs/mail.md). */
export type MailPreferencesPage = PageHead & {
  kind: 'mail-preferences';
  /** The address the link was sent to, partly hidden (a forwarded message shows the page to others). */
  maskedEmail: string;
  /** The topic of the message the link came in, offered as a one-button unsubscribe; null for a notice. */
  linkTopic: { topic: MailTopic; label: string; subscribed: boolean } | null;
  unsubscribeAction: string;
  preferencesAction: string;
  topics: TopicChoice[];
  /** What the last POST did, said at the top of the page. */
  outcome: 'unsubscribed' | 'unsubscribed-all' | 'saved' | null;
  /** Field -> message, shown beside the field and in a summary. */
  errors: Record<string, string>;
  contactEmail: string;
  /** A member of the register, or a subscriber to development updates (who gets no notices). */
  recipientKind: 'member' | 'subscriber';
  /**
   * Topics just ticked that the recipient did not get: a mail link only lessens mail, so each waits
   * for the confirmation sent to the address (docs/mail.md, "Unsubscribe"). Their labels.
   */
  awaitingConfirmation: string[];
};

/** GET /mail/topics/{token}: the topics asked for on the choices page, and the button that confirms them (a POST). */
export type ConfirmTopicsPage = PageHead & {
  kind: 'confirm-topics';
  maskedEmail: string;
  /** The topics' labels. */
  topics: string[];
  confirmAction: string;
};

/**
 * The subscribe form to development updates, as the home page and /rezoning show it empty, and as
 * POST /mail/subscribe shows it again with what was sent and the errors (docs/mail.md).
 */
export type SubscribeFormView = {
  source: SubscribeSource;
  values: { email: string; frequency: AlertFrequency | '' };
  /** Field (email, frequency) -> message, shown beside the field and in a summary. */
  errors: Partial<Record<'email' | 'frequency', string>>;
  /** The consent shown beside the button; the consent record keeps these words. */
  consentWording: string;
};

/** POST /mail/subscribe with errors: the form again. */
export type SubscribePage = PageHead & { kind: 'subscribe'; form: SubscribeFormView };

/** GET /mail/confirm/{token}: the request and the button that confirms it (a POST; the GET changes nothing). */
export type ConfirmSubscriptionPage = PageHead & {
  kind: 'confirm-subscription';
  maskedEmail: string;
  frequencyLabel: string;
  confirmAction: string;
};

/**
 * The join form on a page of its own (docs/members.md, "Joining online"): POST /membership/join
 * with errors (the form again, as sent), and GET /membership/renew/{token}, a reminder's renewal
 * link (the form with the link's token in it).
 */
export type JoinPage = PageHead & { kind: 'join'; heading: string; form: JoinFormView };

/**
 * POST /membership/join paid by e-Transfer, or by cheque or cash at a meeting: the join's
 * reference, what to pay, and where (the e-Transfer address from the join settings).
 */
export type JoinPayLaterPage = PageHead & {
  kind: 'join-pay-later';
  reference: string;
  payment: 'e-transfer' | 'in-person';
  amount: JoinMoney;
  year: number;
  eTransferAddress: string;
  /** The join renews a member (a reminder's link) rather than making a new one. */
  renewal: boolean;
};

/** One date of an event as a sign-up page names it: the event, when and where (after staff's changes). */
export type SignupOccurrenceView = {
  title: string;
  date: string;
  time: string;
  endTime?: string;
  location: string;
  cancelled: boolean;
  movedFrom?: string;
  rainDate?: { date: string; time: string };
  note?: string;
};

/**
 * The sign-up form of one date of an event (docs/signups.md), as /calendar shows it empty and as
 * POST /signup/request shows it again with what was sent and the errors.
 */
export type SignupFormView = {
  eventId: string;
  /** The date the repeat rule gives: the occurrence the form signs up for. */
  key: string;
  partyMax: number;
  shifts: SignupShift[];
  values: { name: string; email: string; party: string; shift: string };
  /** Field -> message, shown beside the field and in a summary. */
  errors: Partial<Record<SignupFormField, string>>;
  /** What is collected, why, and when it is deleted (PIPA). */
  privacyNotice: string;
};

/** POST /signup/request with errors: the form again, under the date it is for. */
export type SignupPage = PageHead & { kind: 'signup'; occurrence: SignupOccurrenceView; form: SignupFormView };

/**
 * GET and POST /signup/{token}: one sign-up's page, from the link in its e-mails. What it shows
 * depends on the sign-up's state; each button POSTs (the GET changes nothing: link scanners).
 */
export type SignupStatusPage = PageHead & {
  kind: 'signup-status';
  occurrence: SignupOccurrenceView;
  name: string;
  maskedEmail: string;
  party: number;
  shift: string | null;
  status: SignupStatus;
  /** Their place in the waitlist (1 is next). */
  position: number | null;
  /** An offer's deadline, as the page says it ("Sunday, June 14 at 9:00 PM"). */
  offerDeadline: string | null;
  /** What the last POST did, said at the top of the page. */
  outcome: string | null;
  /** Where each button posts; null: not offered in this state. */
  actions: { confirm: string | null; accept: string | null; cancel: string | null; change: string | null };
  /** The change form (party and shift) of a confirmed or waiting sign-up. */
  change: {
    partyMax: number;
    shifts: SignupShift[];
    party: number;
    shift: string;
    errors: Partial<Record<'party' | 'shift', string>>;
  } | null;
};

/** What the renderer needs besides the page: the header and footer's settings and the day. */
export type FunctionPageSite = { settings: SiteSettings; today: string };

/**
 * A public contact form (docs/inbox.md), as its page shows it empty, as GET /forms/contact?position=
 * shows it set to a position (the executive cards' "Write to the ..."), and as POST /forms/{kind}
 * shows it again with what was sent and the errors.
 */
export type InboxFormView = {
  kind: InboxKind;
  /** The public page the form is on, kept with the item. */
  source: string;
  /** What was sent, by field name (a checkbox group: every value ticked). */
  values: Record<string, string | string[]>;
  /** Field name -> message, beside the field and in the summary; `form` for the form as a whole. */
  errors: Record<string, string>;
  associationName: string;
};

/** GET /forms/contact?position=..., and POST /forms/{kind} refused: the form on a page of its own. */
export type InboxFormPage = PageHead & { kind: 'inbox-form'; heading: string; form: InboxFormView };

/** POST /forms/{kind} taken: the reference, where it went, when to expect an answer, the acknowledgement on its way. */
export type InboxSentPage = PageHead & {
  kind: 'inbox-sent';
  reference: string;
  formLabel: string;
  position: string;
  /** The due date as the site shows dates (en-US, Vancouver). */
  answerBy: string;
  maskedEmail: string;
};

/**
 * My membership without a session (docs/members.md, "My membership"): the form that asks for a
 * sign-in link. `sent`: the answer to it, the same whatever the address ("Check your e-mail").
 */
export type PortalSignInPage = PageHead & {
  kind: 'portal-sign-in';
  state: 'ask' | 'sent';
  email: string;
  /** Field (email, form) -> message, beside the field and in the summary. */
  errors: Partial<Record<'email' | 'form', string>>;
  /** Said above the form: why it shows (signed out, the session ended). */
  notice: string | null;
};

/** GET /my-membership/sign-in/{token}: who the link may sign in, a button each (a POST; the GET changes nothing). */
export type PortalLinkPage = PageHead & {
  kind: 'portal-link';
  action: string;
  maskedEmail: string;
  members: { id: string; name: string }[];
};

/** One topic of the member's e-mail choices, with what is on record. */
export type PortalTopic = { topic: MailTopic; label: string; description: string; given: boolean; recorded: string };

/**
 * One event sign-up from the member's e-mail address (the signups domain keeps them by address), as
 * My membership lists it. `page`: the sign-up's own page, where its buttons change or cancel it
 * (null once it has ended or its date has passed).
 */
export type PortalSignup = {
  id: string;
  event: string;
  /** "Saturday, December 5, 2026 at 10:00 AM". */
  when: string;
  location: string;
  party: number;
  shift: string | null;
  status: string;
  page: string | null;
};

/** The member's own page: standing, payments, event sign-ups, details, e-mail choices, renewal, their data, a request. */
export type PortalHomePage = PageHead & {
  kind: 'portal-home';
  member: { firstName: string; lastName: string; email: string; phone: string; address: string; category: string; joinedOn: string };
  standing: PlainStanding;
  year: number;
  payments: MemberPayment[];
  signups: PortalSignup[];
  topics: PortalTopic[];
  /** A new address waiting for its confirmation link, partly hidden. */
  pendingEmail: string | null;
  /** The other members on the same e-mail address, whom the person may switch to. */
  household: { id: string; name: string }[];
  /** What the last POST did, said at the top of the page. */
  outcome: string | null;
  /** A form sent back with its errors: which form, what was sent, field -> message. */
  refused: {
    form: 'details' | 'topics' | 'request';
    values: Record<string, string | string[]>;
    errors: Record<string, string>;
  } | null;
  requestKinds: { value: MemberRequestKind; label: string }[];
  contactEmail: string;
  /** When the session ends if the member does nothing (the idle limit), in words. */
  sessionNote: string;
};

/** GET /my-membership/email/{token}: confirm a new e-mail address (a POST; the GET changes nothing). */
export type PortalConfirmEmailPage = PageHead & { kind: 'portal-confirm-email'; action: string; maskedEmail: string };

/** GET /my-membership/data: the readable copy of everything the association holds about the member. */
export type PortalDataPage = PageHead & { kind: 'portal-data'; data: MemberDataExport; downloads: { json: string; html: string } };

/**
 * The comment form of an application's page (docs/consultations.md), as the page shows it empty,
 * as POST /consultation/{developmentId}/comment shows it again with what was sent and the errors,
 * and as a comment's link shows it to change the comment.
 */
export type CommentFormView = {
  developmentId: string;
  /** Where the form posts: the application's comment form, or the comment's link to change it. */
  action: string;
  values: {
    name: string;
    street: string;
    email: string;
    position: CommentPosition | '';
    topics: CommentTopic[];
    comment: string;
    shareName: boolean;
    updates: boolean;
  };
  /** Field -> message, beside the field and in the summary; `form` for the form as a whole (a closed window). */
  errors: Partial<Record<'name' | 'street' | 'email' | 'position' | 'topics' | 'comment' | 'form', string>>;
  associationName: string;
  /** Days commenters' details are kept after the decision: the privacy statement says it. */
  retentionDays: number;
  /** Changing a comment through its link: the address is the link's and is not asked for. */
  change: boolean;
};

/** POST /consultation/{developmentId}/comment refused: the form again, on a page of its own. */
export type CommentFormPage = PageHead & { kind: 'comment-form'; projectTitle: string; applicationUrl: string; form: CommentFormView };

/**
 * GET /consultation/comment/{token}, and the answers of its buttons: the comment as recorded, with
 * "Confirm my comment" while it waits for confirmation, the form to change it and "Withdraw my
 * comment" while the window is open; opening the link changes nothing (link scanners open links).
 */
export type CommentPage = PageHead & {
  kind: 'comment';
  projectTitle: string;
  applicationUrl: string;
  status: 'pending' | 'confirmed' | 'withdrawn';
  /** Whether the window still takes changes, and until when (yyyy-mm-dd). */
  open: boolean;
  closesOn: string;
  maskedEmail: string;
  form: CommentFormView;
  confirmAction: string;
  withdrawAction: string;
  /** What the last POST did, said at the top of the page. */
  outcome: 'confirmed' | 'changed' | 'withdrawn' | null;
};
