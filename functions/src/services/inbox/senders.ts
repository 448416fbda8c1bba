import { LIMITS } from '@roca/contract/limits';
import { todayInVancouver } from '@roca/contract/days';
import { claimCountedSlot } from '../../lib/counted-slots';
import { COLLECTIONS } from '../../lib/firebase';
import { sha256Hex } from '../../lib/sha256';

/**
 * The per-address cap of the public forms (docs/inbox.md, "Spam"): at most
 * LIMITS.inboxPerAddressPerDay messages stored per sender address per day (Vancouver), whatever
 * client sends them, so nobody can make the association acknowledge a flood to one mailbox. Each
 * message claims one numbered document (lib/counted-slots.ts), which only one writer wins, even in
 * a burst. The address is kept only as part of a hash, and the claims are deleted after two days
 * (retention.ts).
 */
export async function claimSenderSlot(email: string, now = new Date()): Promise<boolean> {
  const series = `${sha256Hex(email.toLowerCase()).slice(0, 32)}-${todayInVancouver(now)}`;
  return claimCountedSlot(COLLECTIONS.inboxSenderClaims, series, LIMITS.inboxPerAddressPerDay, { now });
}
