import { todayInVancouver } from '@roca/contract/days';
import { reloadConfig } from '../../functions/src/config';
import { requestPublish, waitForPublish } from '../../functions/src/services/core';
import { PUBLISHING_COLLECTION, db } from '../../functions/src/lib/firebase';
import { loadRenderer } from '../../functions/src/services/publishing';
import { loadSiteContent } from '../../functions/src/services/content';

/**
 * Publishes every public page from what is stored now, through the test stack's real queue and
 * publish function (as a save does), and waits until the pages are live. For tests that store
 * data directly with the Admin SDK and then look at a public page.
 */
export async function publishStoredContent() {
  const request = await requestPublish({ reason: 'a test stored data directly', everything: true });
  const status = await waitForPublish(request);
  if (status.state === 'failed') throw new Error(`Publishing failed: ${status.detail}`);
}

/** The number of the latest publish request: unchanged when nothing asked for a publish. */
export async function publishRequestNumber(): Promise<number> {
  return ((await db.collection(PUBLISHING_COLLECTION).doc('site').get()).data()?.requested as number | undefined) ?? 0;
}

/**
 * Waits until every publish asked for so far is live, as a visitor would see it within the minute
 * the requirement allows (docs/requirements.md, Publishing). A save answers before its pages are
 * published; a test that then opens a public page waits here first, not on a fixed delay.
 */
export async function waitForPublishedChanges() {
  const request = await publishRequestNumber();
  if (request === 0) return;
  const status = await waitForPublish(request);
  if (status.state === 'failed') throw new Error(`Publishing failed: ${status.detail}`);
}

/**
 * /membership as a publish renders it from what is stored now on a site without PayPal's REST app
 * (no PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET): the legacy hosted button (docs/decisions/016).
 * The test stack has the stand-in's credentials, so its own publishes show the join form.
 */
export async function membershipPageWithoutPayPal(): Promise<string> {
  const saved = { id: process.env.PAYPAL_CLIENT_ID, secret: process.env.PAYPAL_CLIENT_SECRET };
  delete process.env.PAYPAL_CLIENT_ID;
  delete process.env.PAYPAL_CLIENT_SECRET;
  reloadConfig();
  try {
    const [renderer, content] = await Promise.all([loadRenderer(), loadSiteContent()]);
    if (content.joinSettings.payOnline) throw new Error('Without credentials the publish must render the hosted button');
    return renderer.renderPublicPage('/membership', content, todayInVancouver());
  } finally {
    if (saved.id !== undefined) process.env.PAYPAL_CLIENT_ID = saved.id;
    if (saved.secret !== undefined) process.env.PAYPAL_CLIENT_SECRET = saved.secret;
    reloadConfig();
  }
}
