import { JOIN_SETTINGS_DEFAULTS, type JoiningContent, type JoinMoney } from '@roca/contract/join-choices';
import { config } from '../../config';
import { COLLECTIONS, db } from '../../lib/firebase';

/**
 * What joining online charges and how long an unpaid join waits (joinSettings/settings), with the
 * defaults until staff set them: the fee of the membership rules in Canadian dollars, 30 days.
 * The amount PayPal is asked for always comes from here, never from the browser.
 */
export type JoinSettings = { fee: JoinMoney; pendingJoinDays: number; eTransferAddress: string };

export async function joinSettings(): Promise<JoinSettings> {
  const stored = (await db.collection(COLLECTIONS.joinSettings).doc('settings').get()).data() ?? {};
  return { ...JOIN_SETTINGS_DEFAULTS, ...stored } as JoinSettings;
}

/**
 * What /membership shows of joining (docs/decisions/016), read by each publish: the join form
 * when PayPal's REST app is set up (the publishing function holds its secrets for this alone),
 * else the legacy hosted button; the fee and the e-Transfer address from the settings. A save of
 * joinSettings/settings republishes /membership (its item kind's content is `joining`).
 */
export async function joiningContent(): Promise<JoiningContent> {
  const { fee, eTransferAddress } = await joinSettings();
  return { payOnline: config().paypal !== undefined, fee, eTransferAddress };
}
