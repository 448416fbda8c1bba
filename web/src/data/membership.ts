import { site } from '#web/config/site';

/** /membership content (docs/requirements.md, Membership); the fee and the payment button are stored content. */
export const WHY_JOIN: readonly string[] = [
  'Have a say in how our neighbourhood grows: planning, rezoning and development.',
  'Support a volunteer association that speaks for residents to the municipality.',
  'Meet your neighbours and help build a stronger community.',
];

export const MEMBER_BENEFITS: readonly string[] = [
  'Priority notification of development applications, public hearings and events.',
  'Voting rights at the Annual General Meeting: one vote per member.',
  'The right to nominate and be nominated for the executive.',
  'Access to association records at the AGM.',
];

export const MEMBERSHIP_FACTS = {
  year: `The membership year runs ${site.membership.year}. Renewals are due at the Annual General Meeting.`,
  eligibility: 'Membership is open to residents, property owners and business owners or operators within our boundaries.',
  ageNotice: 'Must be 16 years or older.',
};
