import { z } from './zod';
import { LIMITS } from './limits';
import { isoDate, nameText, optionalText, requiredText } from './fields';
import { MEMBER_TOPICS, type MemberTopic, type TopicConsents } from './mail';
import {
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  MEMBERSHIP,
  PAYMENT_METHODS,
  PAYPAL_TRANSACTION_ID,
  membershipYearOf,
  type MemberCategory,
  type MemberStatus,
  type PaymentMethod,
} from './membership';
import { todayInVancouver } from './days';

/**
 * The register of members (docs/members.md): the bodies of /api/members and the shapes it
 * answers with. These are personal data: only Admin and Super read them (docs/decisions/009).
 */

const notInTheFuture = (label: string) => isoDate.refine((value) => value <= todayInVancouver(), `${label} cannot be in the future`);

const optionalEmail = z
  .string()
  .trim()
  .max(LIMITS.email, `E-mail must be at most ${LIMITS.email} characters`)
  .refine((value) => value === '' || z.regexes.email.test(value), 'Enter an e-mail address like name@example.org')
  .optional();

const optionalPhone = z
  .string()
  .trim()
  .max(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters`)
  .refine((value) => value === '' || /^[0-9+()\-.\s]*[0-9][0-9+()\-.\s]*$/.test(value), 'Phone may use digits, spaces and + ( ) - . only')
  .optional();

const optionalDate = z.union([z.literal(''), notInTheFuture('Date')]).optional();

/**
 * Consent to receive notices (Canada's anti-spam law wants express consent on record): whether it
 * was given, when, and how. A withdrawal is recorded the same way, with `given: false`.
 */
const consentInput = z
  .object({
    given: z.boolean({ error: 'Say whether consent was given' }),
    date: optionalDate,
    source: optionalText('How consent was given', LIMITS.consentSource),
  })
  .strict()
  .superRefine((consent, ctx) => {
    if (!consent.given) return;
    if (!consent.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Say when consent was given' });
    if (!consent.source) ctx.addIssue({ code: 'custom', path: ['source'], message: 'Say how consent was given (e.g. membership form)' });
  });

/**
 * The member form's box per mail topic (docs/mail.md, "Consent"): ticked, the member consents to
 * that topic (dated and sourced by `consent`), cleared, they do not. Left out, the register's one
 * `consent` stands for every topic as before.
 */
const mailTopicBoxes = z
  .object(
    Object.fromEntries(MEMBER_TOPICS.map((topic) => [topic, z.boolean({ error: `${topic} must be true or false` }).optional()])) as Record<
      MemberTopic,
      z.ZodOptional<z.ZodBoolean>
    >,
    { error: 'Mail topics must be an object of true or false per topic' },
  )
  .strict();

/** Body of POST /api/members and PUT /api/members/{id}. */
export const memberInput = z
  .object({
    firstName: nameText('First name', LIMITS.memberNamePart),
    lastName: nameText('Last name', LIMITS.memberNamePart),
    email: optionalEmail,
    phone: optionalPhone,
    address: requiredText('Address', LIMITS.postalAddress),
    category: z.enum(MEMBER_CATEGORIES, { error: `Category must be one of ${MEMBER_CATEGORIES.join(', ')}` }),
    // A boolean that must be true, rather than a literal, so a form's unticked box is a value to check.
    isAdult: z
      .boolean({ error: 'Say whether the member is 16 years or older' })
      .refine((value) => value, 'Members must be 16 years or older: confirm it to save'),
    joinedOn: notInTheFuture('Joined on'),
    consent: consentInput.optional(),
    mailTopics: mailTopicBoxes.optional(),
    notes: optionalText('Notes', LIMITS.memberNotes),
  })
  .strict()
  .superRefine((member, ctx) => {
    // The register's consent says whether any consent is on record: with topic boxes, it follows them.
    if (!member.mailTopics) return;
    const anyTopic = Object.values(member.mailTopics).some(Boolean);
    if (anyTopic && !member.consent?.given) {
      ctx.addIssue({ code: 'custom', path: ['consent'], message: 'A topic ticked needs the consent recorded: given, when and how' });
    }
    if (!anyTopic && member.consent?.given) {
      ctx.addIssue({ code: 'custom', path: ['mailTopics'], message: 'Consent is recorded as given: tick the topics it is for' });
    }
  });
export type MemberInput = z.infer<typeof memberInput>;
/** What a member form holds before it is checked (react-hook-form's values). */
export type MemberFormValues = z.input<typeof memberInput>;

/** Body of POST /api/members/{id}/payments. */
export const paymentInput = z
  .object({
    date: notInTheFuture('Payment date'),
    amount: z
      .number({ error: 'Amount must be a number of dollars' })
      .positive('Amount must be more than 0')
      .max(LIMITS.paymentMaxDollars, `Amount must be at most ${LIMITS.paymentMaxDollars} dollars`)
      // 10.1 * 100 is 1009.9999999999999: compare with a tolerance, not with Number.isInteger.
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'Amount must be in dollars and cents (at most 2 decimals)',
      ),
    method: z.enum(PAYMENT_METHODS, { error: `Method must be one of ${PAYMENT_METHODS.join(', ')}` }),
    reference: optionalText('Reference', LIMITS.paymentReference),
    year: z
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(MEMBERSHIP.earliestYear, `Year must be ${MEMBERSHIP.earliestYear} or later`),
  })
  .strict()
  .superRefine((payment, ctx) => {
    if (payment.method === 'paypal' && payment.reference && !PAYPAL_TRANSACTION_ID.test(payment.reference.toUpperCase())) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'A PayPal reference is the 17-character transaction id' });
    }
    // A year far from the payment date is a typing mistake: a payment renews late, on time or early.
    if (isoDate.safeParse(payment.date).success && Math.abs(payment.year - membershipYearOf(payment.date)) > 1) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'Year must be the year of the payment date, or the year before or after' });
    }
  });
export type PaymentInput = z.infer<typeof paymentInput>;
export type PaymentFormValues = z.input<typeof paymentInput>;

/**
 * Query of GET /api/members, without `q`; with a search, the body of POST /api/members/search,
 * the same fields (a name never travels in a URL: docs/security.md). `year` defaults to the
 * current membership year.
 */
export const memberListQuery = z
  .object({
    year: z.coerce
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(MEMBERSHIP.earliestYear, `Year must be ${MEMBERSHIP.earliestYear} or later`)
      .max(9999, 'Year must have 4 digits')
      .optional(),
    status: z.enum(MEMBER_STATUSES, { error: `Status must be one of ${MEMBER_STATUSES.join(', ')}` }).optional(),
    q: z.string().trim().max(LIMITS.memberSearch, `Search must be at most ${LIMITS.memberSearch} characters`).optional(),
  })
  .strict();

/** Query of GET /api/members/summary and /voters. `date` defaults to today. */
export const standingDateQuery = z.object({ date: isoDate.optional() }).strict();

export type Payment = {
  id: string;
  date: string;
  amount: number;
  method: PaymentMethod;
  reference?: string;
  year: number;
};

type Consent = { given: boolean; date?: string; source?: string };

/** A member as the API answers: the stored fields, the payments, and the standing for the year asked. */
export type Member = {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  address: string;
  category: MemberCategory;
  isAdult: boolean;
  joinedOn: string;
  consent?: Consent;
  /** The member's e-mail choices per topic, once made (docs/mail.md, "Consent"); before that, `consent` counts for every topic. */
  mailTopics?: TopicConsents;
  notes?: string;
  payments: Payment[];
  inGoodStanding: boolean;
  status: MemberStatus;
  createdAt: string;
  updatedAt: string;
  /** When the member last used My membership (docs/members.md), if ever. */
  portalLastUsedAt?: string;
};

/** GET /api/members/summary: what every staff role may see. */
export type MembersSummary = {
  members: number;
  inGoodStanding: number;
  quorum: number;
  specialMeetingSupport: number;
};

/** GET /api/members/voters. */
export type VoterList = { date: string; voters: Member[] };

/** `refund`: a refund or reversal of a recorded payment, which the import takes back (docs/members.md, "Refunds"). */
export type PaymentImportOutcome = 'new' | 'matched' | 'ambiguous' | 'duplicate' | 'refund' | 'ignored' | 'invalid';

/** One row of POST /api/members/import-payments' answer: what happens (or happened) to one line of the CSV. */
export type PaymentImportRow = {
  /** The line of the CSV file the row starts on (the header is line 1). */
  line: number;
  transactionId: string;
  /** The member's name the payment is for ("Member's Name" option), else the payer's name. */
  name: string;
  /** Gross amount in dollars; null when the row's amount cannot be read. */
  amount: number | null;
  outcome: PaymentImportOutcome;
  /** The member credited (matched, duplicate, or new once applied). */
  memberId?: string;
  /** For an ambiguous row: the members it could be, for staff to choose from. */
  candidateIds?: string[];
  message?: string;
};

/** What staff chose for an ambiguous row: one of its candidates, a new member, or leave the payment out. */
export type PaymentImportChoice = { transactionId: string; memberId: string | 'new' | 'skip' };

/** `choice=<transactionId>:<memberId, new or skip>`, once per ambiguous row (docs/api.md). */
const CHOICE = /^([A-Za-z0-9]{17}):([A-Za-z0-9_-]{1,128})$/;

/** Query of POST /api/members/import-payments. */
export const paymentImportQuery = z
  .object({
    dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true (preview) or false (import)' }).transform((value) => value === 'true'),
    choice: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
      .pipe(
        z
          .array(z.string().regex(CHOICE, 'Each choice is <transactionId>:<memberId, new or skip>'))
          .max(LIMITS.paymentsImportMaxRows, 'Too many choices'),
      )
      .transform((list): PaymentImportChoice[] =>
        list.map((text) => {
          const [, transactionId, memberId] = CHOICE.exec(text)!;
          return { transactionId: transactionId.toUpperCase(), memberId };
        }),
      ),
  })
  .strict();
