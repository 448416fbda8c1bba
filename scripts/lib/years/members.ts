import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { memberInput, paymentInput } from '@roca/contract/members';
import { MEMBER_CATEGORIES, MEMBERSHIP, type PaymentMethod } from '@roca/contract/membership';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { byDate, mailTopicsAfterStaffEdit, storedMemberFields, type StoredPayment } from '../../../functions/src/services/members';
import { dayOf, momentIn } from './clock';
import type { Years } from './context';
import type { EditableItem } from './developments';
import { forKind, type Random } from './random';
import { emailOf, firstName, lastName, postalAddress } from './text';

/**
 * The register over five years (the scale bench's plan: 2,000 members and 6,000 payments at scale 1). Members
 * join on a day of the five years and pay for the year they join and, while they stay, for the
 * years after; the payments are adjusted to the plan's total exactly. Each member is created as
 * createMember stores one (the register's consent and a choice per topic, as the form sends both
 * boxes), then each payment is added as addPayment adds it (an `add-payment` audit entry, and the
 * PayPal transaction's claim in `paymentTransactions`). About one member in five consents to
 * announcements with an address: the audience of the bench's announcement (the scale bench's plan: 10,000 at 25x).
 */
type Planned = { id: string; joinedMs: number; years: number[] };

/** What the mail of the years needs to know of a member: who, from when, and what they chose. */
export type MemberFacts = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  joinedMs: number;
  renewals: boolean;
  announcements: boolean;
};

const METHODS: [PaymentMethod, number][] = [
  ['paypal', 0.4],
  ['e-transfer', 0.25],
  ['cheque', 0.15],
  ['cash', 0.2],
];
const PAYPAL_ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function method(random: Random): PaymentMethod {
  let roll = random.next();
  for (const [name, share] of METHODS) if ((roll -= share) < 0) return name;
  return 'cash';
}

/** Who paid for which years: a first payment on joining, then renewals until they stop. */
function plannedRegister(random: Random, years: Years): Planned[] {
  const { plan, span } = years;
  const register = Array.from({ length: plan.members }, () => {
    const joinedMs = momentIn(random, span.start, span.end);
    const first = Number(dayOf(joinedMs).slice(0, 4));
    const paid: number[] = [];
    if (random.chance(0.92)) for (let year = first; year <= span.year && (paid.length === 0 || random.chance(0.7)); year++) paid.push(year);
    return { id: random.id(), joinedMs, years: paid };
  });
  // Exactly the plan's payments: renewals added to, or last ones taken from, members chosen at random.
  let total = register.reduce((sum, m) => sum + m.years.length, 0);
  while (total !== plan.payments) {
    const member = random.pick(register);
    const next = (member.years.at(-1) ?? Number(dayOf(member.joinedMs).slice(0, 4)) - 1) + 1;
    if (total < plan.payments && next <= span.year) {
      member.years.push(next);
      total++;
    } else if (total > plan.payments && member.years.length > 1) {
      member.years.pop();
      total--;
    }
  }
  return register;
}

function paymentFor(random: Random, years: Years, member: Planned, year: number, index: number): StoredPayment {
  const { span } = years;
  // The first on joining; a renewal early in its year, never after today.
  const yearStart = Date.parse(`${year}-01-02T20:00:00Z`);
  const ms =
    index === 0
      ? member.joinedMs
      : Math.min(span.end, momentIn(random, Math.max(yearStart, member.joinedMs), yearStart + 150 * 86_400_000));
  const how = method(random);
  const reference =
    how === 'paypal'
      ? Array.from({ length: 17 }, () => random.pick([...PAYPAL_ID])).join('')
      : how === 'e-transfer'
        ? `CA${random.int(100000, 999999)}`
        : how === 'cheque'
          ? `Cheque ${random.int(100, 999)}`
          : '';
  const input = paymentInput.parse({ date: dayOf(ms), amount: MEMBERSHIP.feeDollars, method: how, reference, year });
  return {
    id: random.id(),
    date: input.date,
    amount: input.amount,
    method: input.method,
    reference: input.reference ?? '',
    year: input.year,
  };
}

export async function generateMembers(years: Years): Promise<{ editable: EditableItem[]; facts: MemberFacts[] }> {
  const { db, sink, audit, editors } = years;
  const random = forKind(years.seed, 'members');
  const editable: EditableItem[] = [];
  const facts: MemberFacts[] = [];
  for (const [n, member] of plannedRegister(random, years).entries()) {
    const ref = db.collection(COLLECTIONS.members).doc(member.id);
    const first = firstName(random);
    const last = lastName(random);
    const joinedOn = dayOf(member.joinedMs);
    const hasEmail = random.chance(0.85);
    const consented = random.chance(0.75);
    const renewals = consented && random.chance(0.8);
    const announcements = consented && random.chance(0.31);
    const input = memberInput.parse({
      firstName: first,
      lastName: last,
      email: hasEmail ? emailOf(first, last, n) : '',
      phone: random.chance(0.6) ? `604-555-${String(random.int(0, 9999)).padStart(4, '0')}` : '',
      address: postalAddress(random),
      category: random.pick(MEMBER_CATEGORIES),
      isAdult: true,
      joinedOn,
      // The form's rule: the register's consent is given when a topic is ticked.
      consent: renewals || announcements ? { given: true, date: joinedOn, source: 'Membership form' } : { given: false },
      mailTopics: { renewals, announcements },
      notes: random.chance(0.1) ? 'Prefers a paper copy of the newsletter.' : '',
    });
    const fields = storedMemberFields(input);
    const mailTopics = mailTopicsAfterStaffEdit(undefined, fields.consent, input.mailTopics);
    const createdAt = Timestamp.fromMillis(member.joinedMs);
    let state: DocumentData = { ...fields, ...(mailTopics ? { mailTopics } : {}), payments: [], createdAt, updatedAt: createdAt };
    audit.change(member.joinedMs, random.pick(editors), ref, null, state);

    for (const [index, year] of member.years.entries()) {
      const payment = paymentFor(random, years, member, year, index);
      const paidMs = Math.max(member.joinedMs, Date.parse(`${payment.date}T19:00:00Z`));
      const before = state;
      state = { ...state, payments: [...state.payments, payment].sort(byDate), updatedAt: Timestamp.fromMillis(paidMs) };
      audit.change(paidMs, random.pick(editors), ref, before, state, 'add-payment');
      if (payment.method === 'paypal' && payment.reference) {
        sink.queue(db.collection(COLLECTIONS.paymentTransactions).doc(payment.reference), { memberId: ref.id, paymentId: payment.id });
      }
    }
    await sink.set(ref, state);
    editable.push({ ref, data: state, createdMs: member.joinedMs });
    facts.push({
      id: ref.id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      address: fields.address,
      joinedMs: member.joinedMs,
      renewals,
      announcements,
    });
  }
  return { editable, facts };
}
