import { todayInVancouver } from '@roca/contract/days';
import { MEMBER_CATEGORY_LABELS, PAYMENT_METHOD_LABELS, type MemberCategory, type PaymentMethod } from '@roca/contract/membership';
import { composeMessage, queueMail } from '../mail';
import { membersCollection, storedPayments, type StoredPayment } from '../members';
import { readSiteSettings } from '../content';
import { pendingJoinsCollection } from './pending-joins';

/** What a receipt says of the membership and the payment, one fact a line. */
function receiptFacts(memberName: string, category: MemberCategory, payment: StoredPayment, reference: string) {
  return [
    `Member: ${memberName}`,
    `Category: ${MEMBER_CATEGORY_LABELS[category]}`,
    `Membership year: ${payment.year}`,
    `Paid: $${payment.amount.toFixed(2)} by ${PAYMENT_METHOD_LABELS[payment.method as PaymentMethod]} on ${payment.date}`,
    ...(reference
      ? [`Reference: ${reference}${payment.reference && payment.reference !== reference ? ` (transaction ${payment.reference})` : ''}`]
      : []),
  ].join('\n');
}

/**
 * The receipt of a paid join (transactional lane: it goes whatever the member's topics), queued
 * once per join: its idempotency key is the reference, so a second completion of the same join
 * (the webhook after the return page) queues nothing.
 */
export async function queueReceipt(reference: string) {
  const join = (await pendingJoinsCollection().doc(reference).get()).data();
  if (!join?.memberId) return;
  const [member, settings] = await Promise.all([membersCollection().doc(join.memberId).get(), readSiteSettings()]);
  const payment = storedPayments(member.data()).find((p) => p.year === join.year);
  if (!payment) return;
  await queueMail([
    {
      ...composeMessage(
        {
          subject: `Your ${settings.associationName} membership for ${join.year}: receipt ${reference}`,
          body: [
            `Thank you for joining ${settings.associationName}. You are a member for ${join.year}.`,
            receiptFacts(join.memberName, join.category as MemberCategory, payment, reference),
            'Keep this message as your receipt.',
          ],
        },
        { lane: 'transactional', to: join.email, recipient: `members/${join.memberId}` },
        settings,
      ),
      idempotencyKey: `join-receipt:${reference}`,
    },
  ]);
}

/**
 * A receipt of one of a member's payments, e-mailed again on their request (My membership) to
 * the address on the register: at most once per payment a day (its idempotency key), so the
 * button cannot flood a mailbox. 'not-found' when the member has no such payment or no address.
 */
export async function resendReceipt(memberId: string, paymentId: string): Promise<'queued' | 'sent-today' | 'not-found'> {
  const [member, settings] = await Promise.all([membersCollection().doc(memberId).get(), readSiteSettings()]);
  const data = member.data();
  const payment = storedPayments(data).find((p) => p.id === paymentId);
  if (!data?.email || !payment) return 'not-found';
  const { queued } = await queueMail([
    {
      ...composeMessage(
        {
          subject: `Your ${settings.associationName} membership for ${payment.year}: receipt`,
          body: [
            `Here is the receipt you asked for in My membership. You are a member of ${settings.associationName} for ${payment.year}.`,
            receiptFacts(`${data.firstName} ${data.lastName}`, data.category as MemberCategory, payment, payment.reference),
            'Keep this message as your receipt.',
          ],
        },
        { lane: 'transactional', to: data.email, recipient: `members/${memberId}` },
        settings,
      ),
      idempotencyKey: `receipt-again:${paymentId}:${todayInVancouver()}`,
    },
  ]);
  return queued.length > 0 ? 'queued' : 'sent-today';
}
