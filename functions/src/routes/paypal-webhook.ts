import { Router } from 'express';
import { handlePayPalWebhook } from '../services/joins';

/** POST /api/paypal/webhook: PayPal's events (docs/api.md, "PayPal"); no sign-in, the signature is checked with PayPal. */
export const paypalWebhookRouter = Router();

paypalWebhookRouter.post('/webhook', async (req, res) => {
  res.json({ outcome: await handlePayPalWebhook(req.headers, req.body) });
});
