import { consentsTo, topicConsentsOf } from '@roca/contract/mail';
import type { Member } from '@roca/contract/members';
import { renewalStanding } from '@roca/contract/membership';

type Renewal = { member: Member; reason: string };

/**
 * Who gets the renewal notice (docs/members.md, Screens): the renewal list of the year
 * (`renewalStanding`, the rule the mail audiences and reminders share), narrowed to the members
 * with an e-mail address who consented to renewal reminders (CASL: the `renewals` topic, or the
 * register's consent before the member chose per topic). The outbox narrows the same way.
 */
export function renewalsFor(members: Member[], year: number): Renewal[] {
  return members.flatMap((member) => {
    if (!member.email || !consentsTo(topicConsentsOf(member), 'renewals')) return [];
    const standing = renewalStanding(member, year);
    return standing ? [{ member, reason: standing.reason }] : [];
  });
}
