import type { Member } from '@roca/contract/members';
import { lastPaidYear, membershipYearOf } from '@roca/contract/membership';

type Renewal = { member: Member; reason: string };

/**
 * Who gets the renewal notice (docs/members.md, Screens): members whose membership is not yet paid
 * this year - they paid for last year, or joined last year or this one and never paid - and members
 * whose membership lapsed last year (their last payment was for the year before), who consented to
 * notices and have an e-mail address. Anti-spam law: only with express consent. Members gone for
 * longer are left to the executive's judgement, not a bulk notice.
 */
export function renewalsFor(members: Member[], year: number): Renewal[] {
  return members.flatMap((member) => {
    if (member.inGoodStanding || !member.email || !member.consent?.given) return [];
    const last = lastPaidYear(member.payments);
    if (last === year - 1) return [{ member, reason: `Paid for ${year - 1}, not yet for ${year}` }];
    if (last === year - 2) return [{ member, reason: `Lapsed in ${year - 1} (last paid for ${year - 2})` }];
    if (last === null && membershipYearOf(member.joinedOn) >= year - 1) {
      return [{ member, reason: `Joined on ${member.joinedOn}, not yet paid for ${year}` }];
    }
    return [];
  });
}
