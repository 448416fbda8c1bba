/** /constitution-bylaws content (docs/requirements.md, Public pages). */
export const CONSTITUTION_ABOUT = {
  lastRevised: '2022-05-12',
  registration: "The association is registered as a society under British Columbia's Societies Act.",
};

export const KEY_PROVISIONS = [
  {
    title: 'Purpose',
    text: 'To represent residents, promote a safe and liveable neighbourhood, and encourage participation in municipal decisions.',
  },
  {
    title: 'Membership',
    text: 'Open to residents, property owners (minimum age 16) and business owners or operators within the territory. Fees are set by the association. Members must be in good standing to vote.',
  },
  {
    title: 'Executive Structure',
    text: 'Up to 9 elected members: President, Vice President, Secretary, Treasurer, Registrar and up to 4 Directors-At-Large, elected at the AGM. The executive meets at least quarterly.',
  },
  {
    title: 'Meetings',
    text: "An Annual General Meeting every year; quorum is 10% of voting members. Special meetings may be requested with 10% member support. Meetings follow Robert's Rules of Order.",
  },
] as const;

export const MEMBER_RIGHTS: readonly string[] = [
  'One vote per member at general meetings.',
  'May nominate and be nominated for the executive.',
  'Access to association records at the AGM.',
  'May request a special meeting with the support of 10% of members.',
];

export const MEMBER_RESPONSIBILITIES: readonly string[] = [
  'Keep membership in good standing by paying the annual fee.',
  'Follow the constitution and bylaws.',
  'Respect other members and the rules of order at meetings.',
  'Act in the interest of the community as a whole.',
];

export const DOCUMENT_HISTORY = [
  { label: 'Amendments', text: 'By special resolution at a general meeting.' },
  { label: 'Current version', text: 'Revised May 12, 2022.' },
  { label: 'Next review', text: 'As needed.' },
] as const;
