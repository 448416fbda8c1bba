import type { Executive } from '@roca/contract/content/executive';

/**
 * /executive (docs/requirements.md, Public pages). The people are stored content (Content area); what the
 * page says about them follows from that data.
 */
export { RESPONSE_AIM_HOURS } from '@roca/contract/inbox-choices';

/** The team is named after the year of the AGM that confirmed it. */
export const teamYear = (executive: Executive) => executive.confirmedOn.slice(0, 4);

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "The Secretary position is currently vacant.", or null when every position is filled. */
export function vacancyNotice(executive: Executive): { title: string; text: string } | null {
  const vacant = executive.officers.filter((officer) => officer.vacant).map((officer) => officer.position);
  if (vacant.length === 0) return null;
  const one = vacant.length === 1;
  return {
    title: one ? 'Position vacant' : 'Positions vacant',
    text: `The ${listFormat.format(vacant)} ${one ? 'position is' : 'positions are'} currently vacant. If you are interested, please contact the executive.`,
  };
}
