import { z } from './zod';
import { LIMITS } from './limits';
import { emailAddress, isoDate, nameText, optionalText, requiredText } from './fields';
import { mailAddress, MEMBER_TOPICS, type MemberTopic } from './mail';
import { MEMBER_CATEGORIES, type MemberCategory } from './membership';
import { JOIN_PAYMENT_CHOICES, type JoinPaymentChoice } from './join-choices';
import { todayInVancouver } from './days';

/**
 * Joining and renewing online (docs/members.md, "Joining online"; docs/decisions/016): the join
 * form's fields as the server reads them, and the pending join it creates. The form is a plain
 * HTML form (application/x-www-form-urlencoded), so every field arrives as text and a ticked box
 * as its value: an unticked box is absent.
 */

// The payment choices are zod-free (join-choices.ts): the public form lists them.
export type { JoinPaymentChoice } from './join-choices';

/**
 * A pending join's reference, e.g. R-2026-7F3K: the year and four characters without the ones
 * read alike (0/O, 1/I/L), short enough to type into an e-Transfer message.
 */
export const JOIN_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_REFERENCE = /^R-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

/** A ticked checkbox: the browser sends its value ("on" unless the form says otherwise); unticked, nothing. */
const ticked = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== '');

/** Body of POST /membership/join, the join form's fields (names as in the form). */
export const joinInput = z
  .object({
    memberName: nameText("Member's Name", LIMITS.memberName),
    email: mailAddress,
    address: requiredText('Postal address', LIMITS.postalAddress),
    category: z.enum(MEMBER_CATEGORIES, { error: 'Choose a membership category' }),
    isAdult: ticked.refine((value) => value, 'Members must be 16 years or older: tick the box to confirm it'),
    // One box per topic a member can choose, all named `topics`: none, one (a string) or several (a list).
    topics: z
      .union([z.enum(MEMBER_TOPICS), z.array(z.enum(MEMBER_TOPICS)).max(MEMBER_TOPICS.length)], {
        error: 'Choose among the listed topics',
      })
      .optional()
      .transform((value): MemberTopic[] => [...new Set(value === undefined ? [] : Array.isArray(value) ? value : [value])]),
    payment: z.enum(JOIN_PAYMENT_CHOICES, { error: 'Choose how to pay' }),
    /** A reminder's renewal link's signed token (JOIN_FIELDS.renewal): checked by the route, which knows the key. */
    renew: z.string().max(LIMITS.joinRenewalToken, 'This renewal link is not valid').optional(),
    /** The honeypot: hidden from people, filled in by bots. Checked by the route, not here, so a bot learns nothing. */
    website: z.string().max(LIMITS.memberName).optional(),
  })
  .strict();
export type JoinInput = z.output<typeof joinInput>;

/** `expired`: unpaid past its `expiresOn`; still listed, until JOIN_RETENTION removes it. */
type PendingJoinState = 'pending' | 'paid' | 'expired';

/**
 * How long a join's personal data stays (docs/decisions/016): an unpaid one this many days after it
 * expired (listed as expired meanwhile, so staff can still match a late e-Transfer), a paid one this
 * many days after it was paid (the member's record holds the data then).
 */
export const JOIN_RETENTION_DAYS = 90;

/** GET /api/joins/status: how the site takes payments, and when PayPal last reached it (the Members screen). */
export type JoinsStatus = { payPalOnline: boolean; lastWebhookAt: string | null; lastWebhookType: string | null };

/** A pending join as staff see it (GET /api/joins): personal data, for the register's roles only. */
export type PendingJoin = {
  reference: string;
  memberName: string;
  email: string;
  address: string;
  category: MemberCategory;
  topics: MemberTopic[];
  payment: JoinPaymentChoice;
  /** The membership year it pays for. */
  year: number;
  /** What it charges, fixed when the form was sent (from the stored settings), as PayPal writes an amount. */
  amount: { currency_code: string; value: string };
  state: PendingJoinState;
  /** Once paid: the member it created or renewed. */
  memberId?: string;
  /** The PayPal order it is paid through, once created. */
  orderId?: string;
  createdAt: string;
  /** After this day an unpaid join is listed as expired, then its personal data is purged. */
  expiresOn: string;
};

/** How staff received a pending join's payment: the ways other than PayPal. */
export const RECEIVED_METHODS = ['e-transfer', 'cheque', 'cash'] as const;

/** Body of POST /api/joins/{reference}/received: staff mark a pending join paid ("received by e-Transfer"). */
export const joinReceivedInput = z
  .object({
    method: z.enum(RECEIVED_METHODS, { error: `Method must be one of ${RECEIVED_METHODS.join(', ')}` }),
    date: isoDate.refine((value) => value <= todayInVancouver(), 'Date received cannot be in the future'),
    /** The bank's e-Transfer reference or the cheque number, if any. */
    note: optionalText('Reference', LIMITS.paymentReference),
  })
  .strict();
export type JoinReceivedInput = z.infer<typeof joinReceivedInput>;

/**
 * The fee as PayPal writes an amount: dollars and exactly two decimals, e.g. "10.00". Canadian
 * dollars only: the association's dues, the e-Transfers and the receipts are all in CAD.
 */
const joinFee = z
  .object({
    currency_code: z.literal('CAD', { error: 'Currency must be CAD' }),
    value: z
      .string({ error: 'Fee is required' })
      .regex(/^\d{1,6}\.\d{2}$/, 'Fee must be an amount in dollars with two decimals, such as 10.00')
      .refine((value) => Number(value) > 0, 'Fee must be more than 0.00')
      .refine((value) => Number(value) <= LIMITS.joinFeeMaxDollars, `Fee must be at most ${LIMITS.joinFeeMaxDollars.toFixed(2)}`),
  })
  .strict();

/**
 * Body of PUT /api/joins/settings, and what GET answers (joinSettings/settings): what joining
 * charges, where e-Transfers go, and how many days an unpaid join waits before it is listed as
 * expired. The /membership page shows the fee and the address, so a save republishes it.
 */
export const joinSettingsInput = z
  .object({
    fee: joinFee,
    eTransferAddress: emailAddress,
    pendingJoinDays: z
      .number({ error: 'Days must be a whole number' })
      .int('Days must be a whole number')
      .min(LIMITS.pendingJoinDaysMin, `Days must be at least ${LIMITS.pendingJoinDaysMin}`)
      .max(LIMITS.pendingJoinDaysMax, `Days must be at most ${LIMITS.pendingJoinDaysMax}`),
  })
  .strict();
export type JoinSettings = z.infer<typeof joinSettingsInput>;
