import { MEMBERSHIP } from '@roca/contract/membership';
import { COLLECTIONS, db } from '../../lib/firebase';
import type { PayPalMoney } from '../paypal/paypal-api';

/**
 * What joining online charges and how long an unpaid join waits (joinSettings/settings), with the
 * defaults until staff set them: the fee of the membership rules in Canadian dollars, 30 days.
 * The amount PayPal is asked for always comes from here, never from the browser.
 */
export type JoinSettings = { fee: PayPalMoney; pendingJoinDays: number; eTransferAddress: string };

const JOIN_SETTINGS_DEFAULTS: JoinSettings = {
  fee: { currency_code: 'CAD', value: MEMBERSHIP.feeDollars.toFixed(2) },
  pendingJoinDays: 30,
  eTransferAddress: '',
};

export async function joinSettings(): Promise<JoinSettings> {
  const stored = (await db.collection(COLLECTIONS.joinSettings).doc('settings').get()).data() ?? {};
  return { ...JOIN_SETTINGS_DEFAULTS, ...stored } as JoinSettings;
}
