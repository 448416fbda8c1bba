import { isDeepStrictEqual } from 'node:util';
import type { PublicUser } from '@roca/contract';
import { DEFAULT_INBOX_SETTINGS, inboxSettingsInput, type InboxSettings } from '@roca/contract/inbox';
import type { InboxPosition } from '@roca/contract/inbox-choices';
import { itemDoc } from '../../lib/firebase';
import { readSiteSettings } from '../content';
import { runStaffTransaction, writeStaffChange } from '../core';

/**
 * The inbox settings (inboxSettings/settings): each kind's due-date period, whose defaults and
 * sources are in the contract (INBOX_PERIOD_DEFAULTS), and each position's reply address. Staff
 * correct a period when the law or the bylaws say otherwise; an item keeps the due date it got.
 */
const settingsDoc = () => itemDoc('inboxSettings', 'settings');

/** The stored settings over the defaults: a kind or position added later gets its default. */
export async function readInboxSettings(): Promise<InboxSettings> {
  const stored = (await settingsDoc().get()).data() ?? {};
  const merged = {
    periods: { ...DEFAULT_INBOX_SETTINGS.periods, ...stored.periods },
    positionAddresses: { ...DEFAULT_INBOX_SETTINGS.positionAddresses, ...stored.positionAddresses },
  };
  // A stored value today's checks refuse (a kind removed, a hand edit) gives way to the defaults.
  const parsed = inboxSettingsInput.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_INBOX_SETTINGS;
}

/** PUT /api/inbox/settings: a staff change, audited; the same settings again change nothing. */
export async function saveInboxSettings(actor: PublicUser, settings: InboxSettings): Promise<InboxSettings> {
  await runStaffTransaction(async (tx) => {
    const ref = settingsDoc();
    const before = (await tx.get(ref)).data() ?? null;
    if (!isDeepStrictEqual(before, settings)) writeStaffChange(tx, { actor, ref, before, after: settings });
  });
  return settings;
}

/** Where a resident's answer to a position's reply goes: the position's address, else the association's contact e-mail. */
export async function replyAddressOf(position: InboxPosition): Promise<string> {
  const [settings, site] = await Promise.all([readInboxSettings(), readSiteSettings()]);
  return settings.positionAddresses[position] || site.email;
}
