import { SEED_JOIN_SETTINGS } from './content/seed';
import type { JoinSettings } from './joins';
import type { MemberCategory } from './membership';
import type { MemberTopic } from './mail-topics';

/**
 * The join form's choices and what /membership shows of the join settings (docs/members.md,
 * "Joining online"; docs/decisions/016): zod-free, so the public page's form imports them; the
 * schema that reads the form is in joins.ts.
 */

/** How a pending join is paid: online now, or by e-Transfer, cheque or cash that staff mark received. */
export const JOIN_PAYMENT_CHOICES = ['paypal', 'e-transfer', 'in-person'] as const;
export type JoinPaymentChoice = (typeof JOIN_PAYMENT_CHOICES)[number];
export const JOIN_PAYMENT_LABELS: Record<JoinPaymentChoice, string> = {
  paypal: 'PayPal or a card, now',
  'e-transfer': 'Interac e-Transfer',
  'in-person': 'Cheque or cash at a meeting',
};

/** The form's field names: the keys of `joinInput` (joins.ts), which reads them. */
export const JOIN_FIELDS = {
  memberName: 'memberName',
  email: 'email',
  address: 'address',
  category: 'category',
  isAdult: 'isAdult',
  topics: 'topics',
  payment: 'payment',
  /** The signed token of a reminder's renewal link: the member the payment renews. */
  renewal: 'renew',
  /** Hidden from people, filled in by bots. */
  honeypot: 'website',
} as const;
export type JoinField = Exclude<keyof typeof JOIN_FIELDS, 'honeypot'>;

/** An amount as PayPal writes one: the currency and the value as a string with its decimals. */
export type JoinMoney = { currency_code: string; value: string };

/** "$10.00 CAD": how the form and its answers show the fee. */
export const feeText = (fee: JoinMoney) => `$${fee.value} ${fee.currency_code}`;

/**
 * What /membership shows of joining, published with the page (SiteContent.joinSettings): the join
 * settings (the fee; e-Transfer is offered only once an address is set), and whether the site
 * takes payments through PayPal's REST app (otherwise the page keeps the legacy hosted button).
 */
export type JoiningContent = JoinSettings & { payOnline: boolean };

/**
 * What the build renders /membership with (the seed content): the join form, as the local stack
 * shows it with its PayPal stand-in. A deployed site's first publish renders its own: the hosted
 * button when PayPal is not set up.
 */
export const SEED_JOINING: JoiningContent = { ...SEED_JOIN_SETTINGS, payOnline: true };

/** The join form: empty on /membership, or as sent with its errors on the page POST /membership/join answers. */
export type JoinFormView = {
  values: {
    memberName: string;
    email: string;
    address: string;
    category: MemberCategory | '';
    isAdult: boolean;
    topics: MemberTopic[];
    payment: JoinPaymentChoice | '';
  };
  /** Field -> message, shown beside the field and in the summary; `form`: the form as a whole (a field it does not have). */
  errors: Partial<Record<JoinField | 'form', string>>;
  /** The fee, the membership year it pays for, and the e-Transfer address ('' when e-Transfer is not offered). */
  fee: JoinMoney;
  year: number;
  eTransferAddress: string;
  /** The signed token of a renewal link, carried as a hidden field; null for a new member. */
  renewal: string | null;
};

export const emptyJoinForm = ({ fee, eTransferAddress }: JoiningContent, year: number, renewal: string | null = null): JoinFormView => ({
  values: { memberName: '', email: '', address: '', category: '', isAdult: false, topics: [], payment: '' },
  errors: {},
  fee,
  year,
  eTransferAddress,
  renewal,
});
