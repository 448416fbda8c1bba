import { config, type PayPalConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { payPalApi, type PayPalApi } from './paypal-api';

let cached: { settings: PayPalConfig; api: PayPalApi } | undefined;

/** The PayPal REST client of this process (one access token shared by its calls), or 503 when none is set up. */
export function payPal(): { settings: PayPalConfig; api: PayPalApi } {
  const settings = config().paypal;
  if (!settings)
    throw new HttpError(503, 'Paying online is not set up: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are missing (docs/members.md)');
  if (cached?.settings !== settings) cached = { settings, api: payPalApi(settings) };
  return cached;
}
