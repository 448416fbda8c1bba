import { site } from '../config/site';

/** /executive content (docs/requirements.md, Public pages). Names and e-mails come from the site config. */
export type ExecutiveEntry = {
  position: string;
  name: string;
  email: string | null;
  responsibilities: readonly string[];
  vacant?: boolean;
};

export const EXECUTIVE_OFFICERS: readonly ExecutiveEntry[] = [
  {
    position: 'President',
    ...site.executive.president,
    responsibilities: [
      'Chairs executive and general meetings',
      'Speaks for the association to the municipality and media',
      'Guides the annual work plan',
    ],
  },
  {
    position: 'Vice President',
    ...site.executive.vicePresident,
    responsibilities: [
      'Acts for the President when absent',
      'Coordinates committees and working groups',
      'Supports planning and rezoning reviews',
    ],
  },
  {
    position: 'Secretary',
    name: 'Vacant',
    email: null,
    vacant: true,
    responsibilities: ['Keeps minutes of meetings', 'Manages correspondence and records', 'Gives notice of general meetings'],
  },
  {
    position: 'Treasurer',
    ...site.executive.treasurer,
    responsibilities: ['Keeps the financial records', 'Prepares the annual financial statements', 'Oversees membership fees and grants'],
  },
  {
    position: 'Registrar',
    ...site.executive.registrar,
    responsibilities: [
      'Keeps the register of members',
      'Processes new memberships and renewals',
      'Confirms members in good standing for votes',
    ],
  },
  {
    position: 'Advisor to Executive Board',
    ...site.executive.advisor,
    responsibilities: ['Brings experience from past executives', 'Advises on governance and the bylaws', 'Mentors new executive members'],
  },
];

export const DIRECTORS_AT_LARGE = site.executive.directorsAtLarge.map((name, index) => ({
  position: `Director-At-Large ${index + 1}`,
  name,
  responsibilities: ['Represents residents at executive meetings', 'Leads or joins a committee'],
}));

export const RESPONSE_AIM_HOURS = 48;
