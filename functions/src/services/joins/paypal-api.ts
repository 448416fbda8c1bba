import { MINUTE_MS, SECOND_MS } from '@roca/contract/days';
import type { PayPalConfig } from '../../config';

/**
 * The calls the functions make to PayPal's REST API (Orders v2, Payments v2, webhook
 * verification), against PayPal's URLs in production and the local stand-in
 * (scripts/lib/paypal-stand-in.ts) on the local stack and in tests: the same code either way.
 * Written on fetch rather than PayPal's server SDK: five calls, and no generated client to keep up.
 */

/** An amount as PayPal writes it: a currency and a string with the currency's decimals. */
export type PayPalMoney = { currency_code: string; value: string };

export type PayPalCapture = {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
  payee?: { merchant_id?: string; email_address?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
  create_time?: string;
};

export type PayPalOrder = {
  id: string;
  status: string;
  purchase_units: {
    amount: PayPalMoney;
    custom_id?: string;
    payee?: { merchant_id?: string; email_address?: string };
    payments?: { captures?: PayPalCapture[] };
  }[];
  payer?: { email_address?: string; payer_id?: string };
  links?: { href: string; rel: string; method?: string }[];
};

/** PayPal answered with an error: its HTTP status, its error name and the first detail's issue. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly name: string,
    readonly issue: string | undefined,
  ) {
    super(`PayPal answered ${status} ${name}${issue ? ` (${issue})` : ''}`);
  }
}

/** A PayPal call that does not answer in this time is abandoned: the buyer is waiting on the page. */
const TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayPal's expiry, so a call never carries one that just lapsed. */
const TOKEN_MARGIN_MS = MINUTE_MS;

/** The webhook headers PayPal's verify call needs, by their names in its body. */
const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export function payPalApi(settings: PayPalConfig) {
  let token: { value: string; expires: number } | undefined;

  async function accessToken() {
    if (token && token.expires > Date.now()) return token.value;
    const res = await fetch(`${settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) throw new PayPalError(res.status, body.error ?? 'TOKEN_FAILED', undefined);
    token = { value: body.access_token, expires: Date.now() + (body.expires_in ?? 0) * SECOND_MS - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, { body, requestId }: { body?: unknown; requestId?: string } = {}) {
    const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken()}` };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const res = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const details = Array.isArray(answer.details) ? (answer.details as { issue?: string }[]) : [];
      throw new PayPalError(res.status, String(answer.name ?? 'UNKNOWN_ERROR'), details[0]?.issue);
    }
    return answer as T;
  }

  return {
    /**
     * Creates an order of one purchase unit, paid to the association's account. The same
     * `requestId` always answers the same order, so a retried submit never makes a second.
     */
    async createOrder(order: {
      amount: PayPalMoney;
      customId: string;
      description: string;
      returnUrl: string;
      cancelUrl: string;
      brandName: string;
      requestId: string;
    }): Promise<{ id: string; approveUrl: string }> {
      const created = await call<PayPalOrder>('POST', '/v2/checkout/orders', {
        requestId: order.requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              amount: order.amount,
              custom_id: order.customId,
              description: order.description,
              ...(settings.merchantId ? { payee: { merchant_id: settings.merchantId } } : {}),
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: order.brandName,
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
              },
            },
          },
        },
      });
      const approve = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw new PayPalError(502, 'NO_APPROVAL_LINK', undefined);
      return { id: created.id, approveUrl: approve.href };
    },
    getOrder: (id: string) => call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    captureOrder: (id: string, requestId: string) =>
      call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, { requestId }),
    getCapture: (id: string) => call<PayPalCapture>('GET', `/v2/payments/captures/${encodeURIComponent(id)}`),
    /** Whether PayPal signed this event for our webhook: PayPal's own check, from the headers and the event as parsed. */
    async verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> {
      if (!settings.webhookId) return false;
      const fields = Object.fromEntries(Object.entries(WEBHOOK_HEADERS).map(([field, header]) => [field, headers[header]]));
      if (Object.values(fields).some((value) => typeof value !== 'string' || value === '')) return false;
      const answer = await call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        body: { ...fields, webhook_id: settings.webhookId, webhook_event: event },
      });
      return answer.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalApi = ReturnType<typeof payPalApi>;
