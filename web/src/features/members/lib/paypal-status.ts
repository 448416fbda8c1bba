import type { JoinsStatus } from '@roca/contract/joins';
import { formatDateTime } from '#web/lib/dates';

/**
 * What the Members screens say about joining online (GET /api/joins/status): when PayPal's REST
 * app is set up, when its last webhook arrived (in the site's time zone), so staff notice a broken
 * hook; otherwise that the form still posts to the hosted button PayPal is retiring.
 */
export function payPalStatusText(status: JoinsStatus): { tone: 'info' | 'warning'; text: string } {
  if (!status.payPalOnline) {
    return {
      tone: 'warning',
      text:
        "Joining online still uses PayPal's hosted button, which PayPal is retiring after January 1, 2027, and its payments reach " +
        'the register only through Import payments. Set up PayPal\'s REST app and webhook as docs/members.md says ("Setting up PayPal for production").',
    };
  }
  if (!status.lastWebhookAt) return { tone: 'info', text: 'PayPal: no webhook received yet.' };
  return {
    tone: 'info',
    text: `PayPal: last webhook received ${formatDateTime(status.lastWebhookAt)}${status.lastWebhookType ? ` (${status.lastWebhookType})` : ''}.`,
  };
}
