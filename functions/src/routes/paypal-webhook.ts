import { Router } from 'express';
import { LIMITS } from '@roca/contract/limits';
import { limitPerClient } from '../middleware/client-limits';
import { handlePayPalWebhook } from '../services/joins';

/** POST /api/paypal/webhook: PayPal's events (docs/api.md, "PayPal"); no sign-in, the signature is checked with PayPal. */
export const paypalWebhookRouter = Router();

// PayPal posts a few events per payment; a client posting far more is not PayPal (docs/security.md).
const webhookLimit = limitPerClient(
  'paypal-webhook',
  { perMinute: LIMITS.paypalWebhooksPerClientPerMinute },
  'Too many webhook posts from this address',
);

paypalWebhookRouter.post('/webhook', webhookLimit, async (req, res) => {
  res.json({ outcome: await handlePayPalWebhook(req.headers, req.body) });
});
