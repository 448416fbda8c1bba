import type { Member } from '@roca/contract/members';
import { lastPaidYear } from '@roca/contract/membership';

type Renewal = { member: Member; reason: string };

/**
 * Who gets the renewal notice: members who paid for last year but not yet for this one, and
 * members whose membership lapsed last year (their last payment was for the year before), who
 * consented to notices and have an e-mail address. Anti-spam law: only with express consent.
 */
export function renewalsFor(members: Member[], year: number): Renewal[] {
  return members.flatMap((member) => {
    if (member.inGoodStanding || !member.email || !member.consent?.given) return [];
    const last = lastPaidYear(member.payments);
    if (last === year - 1) return [{ member, reason: `Paid for ${year - 1}, not yet for ${year}` }];
    if (last === year - 2) return [{ member, reason: `Lapsed in ${year - 1} (last paid for ${year - 2})` }];
    return [];
  });
}
