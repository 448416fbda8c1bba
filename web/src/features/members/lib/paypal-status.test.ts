import { describe, expect, it } from 'vitest';
import { payPalStatusText } from './paypal-status';

describe('the PayPal status line', () => {
  it('says when the last webhook arrived, in the site time zone, with its type', () => {
    expect(
      payPalStatusText({ payPalOnline: true, lastWebhookAt: '2026-11-25T03:05:00.000Z', lastWebhookType: 'PAYMENT.CAPTURE.COMPLETED' }),
    ).toEqual({ tone: 'info', text: 'PayPal: last webhook received Nov 24, 2026, 7:05 PM PST (PAYMENT.CAPTURE.COMPLETED).' });
  });

  it('says so when no webhook arrived yet', () => {
    expect(payPalStatusText({ payPalOnline: true, lastWebhookAt: null, lastWebhookType: null })).toEqual({
      tone: 'info',
      text: 'PayPal: no webhook received yet.',
    });
  });

  it('warns that the hosted button is retiring when no REST app is set up, and points to the setup', () => {
    const { tone, text } = payPalStatusText({ payPalOnline: false, lastWebhookAt: null, lastWebhookType: null });
    expect(tone).toBe('warning');
    expect(text).toContain('PayPal is retiring after January 1, 2027');
    expect(text).toContain('docs/members.md');
  });
});
