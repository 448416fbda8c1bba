import { buttonClass } from '#web/components/layout/page';
import { ErrorSummary } from '#web/components/layout/checked-form';
import { MemberNameField } from '#web/components/layout/join-form';
import { site } from '#web/config/site';

/**
 * The membership payment form (docs/requirements.md, Membership): a plain HTML form that posts to
 * the payment provider's hosted button (its id is stored content), with the member's name as
 * option field os0 labelled "Member's Name" (on0). No React runs it and no provider script loads:
 * without JavaScript the browser's own checks (required, maxlength) stop an invalid name; with it,
 * the page script (web/src/page-script/form-checks.ts) shows our messages beside the field and in
 * the summary instead (docs/decisions/015).
 */
export function MembershipPaymentForm({
  hostedButtonId,
  feeText,
  noticeId,
}: {
  hostedButtonId: string;
  feeText: string;
  /** The age notice above the form: read with the field by screen readers. */
  noticeId: string;
}) {
  return (
    <form action={site.payment.actionUrl} method="post" data-checked-form className="space-y-4">
      <ErrorSummary headingLevel={3} />
      <input type="hidden" name="cmd" value={site.payment.command} />
      <input type="hidden" name="hosted_button_id" value={hostedButtonId} />
      <input type="hidden" name="on0" value="Member's Name" />
      <MemberNameField id="member-name" name="os0" noticeId={noticeId} />
      <button type="submit" className={buttonClass('primary')}>
        Pay {feeText.split(' ')[0]} Membership Fee
      </button>
      <p className="text-sm text-gray-700">You will continue to our card payment provider to complete the payment securely.</p>
    </form>
  );
}
