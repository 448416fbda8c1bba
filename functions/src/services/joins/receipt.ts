import { MEMBER_CATEGORY_LABELS, type MemberCategory, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@roca/contract/membership';
import { composeMessage, queueMail } from '../mail';
import { membersCollection, storedPayments } from '../members';
import { readSiteSettings } from '../content';
import { pendingJoinsCollection } from './pending-joins';

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
            [
              `Member: ${join.memberName}`,
              `Category: ${MEMBER_CATEGORY_LABELS[join.category as MemberCategory]}`,
              `Membership year: ${join.year}`,
              `Paid: $${payment.amount.toFixed(2)} by ${PAYMENT_METHOD_LABELS[payment.method as PaymentMethod]} on ${payment.date}`,
              `Reference: ${reference}${payment.reference && payment.reference !== reference ? ` (transaction ${payment.reference})` : ''}`,
            ].join('\n'),
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
