import type { PublicUser } from '@roca/contract';
import type { JoiningContent } from '@roca/contract/join-choices';
import type { JoinSettings } from '@roca/contract/joins';
import { SEED_JOIN_SETTINGS } from '@roca/contract/content/seed';
import { config } from '../../config';
import { itemDoc } from '../../lib/firebase';
import { changeDocument } from '../core';

/**
 * What joining online charges, where e-Transfers go and how long an unpaid join waits
 * (joinSettings/settings), with the defaults until staff set them. The amount PayPal is asked
 * for always comes from here, never from the browser.
 */
const settingsDoc = () => itemDoc('joinSettings', 'settings');

export async function joinSettings(): Promise<JoinSettings> {
  const stored = (await settingsDoc().get()).data() ?? {};
  return { ...SEED_JOIN_SETTINGS, ...stored } as JoinSettings;
}

/**
 * PUT /api/joins/settings: stored as a staff change, so the audit log keeps the settings before
 * and after, and the /membership page, which shows the fee and the address, is republished (the
 * item-kind registry names it content `joinSettings`). A join sent earlier keeps the amount and
 * the day it was sent with.
 */
export async function saveJoinSettings(actor: PublicUser, settings: JoinSettings): Promise<JoinSettings> {
  // The same settings again: nothing to audit or republish.
  await changeDocument(actor, settingsDoc(), () => settings);
  return settings;
}

/**
 * What /membership shows of joining (docs/decisions/016), read by each publish: the settings, and
 * whether PayPal's REST app is set up (the publishing function holds its secrets for this alone):
 * the join form then, else the legacy hosted button.
 */
export async function joiningContent(): Promise<JoiningContent> {
  return { ...(await joinSettings()), payOnline: config().paypal !== undefined };
}
