/** Content of /participation-manual, /council-schedule and /budget-manual (docs/requirements.md, Public pages). */
export const PARTICIPATION_TYPES = [
  {
    title: 'Public Hearings',
    description: 'Speak to Council in person or online, or send a written submission, before it decides on a rezoning.',
  },
  {
    title: 'Open Houses and Information Meetings',
    description: 'See proposals early, ask questions of staff and applicants, and leave comments.',
  },
  { title: 'Surveys and Online Engagement', description: 'Answer municipal surveys on plans, budgets and services.' },
  { title: 'Letters and E-mails to Council', description: 'Write to Mayor and Council at any time about any issue.' },
  { title: 'Advisory Committees', description: 'Volunteer on a municipal committee that advises Council.' },
] as const;

export const PARTICIPATION_TIPS: readonly string[] = [
  'Be specific: name the application, address or budget item.',
  'Say how it affects you and your neighbours, and suggest what would make it better.',
  'Keep spoken comments short: there is usually a time limit.',
  'Send written comments before the deadline so they are in the Council package.',
  'Be respectful: Council hears many views.',
];

export const COUNCIL_MEETING_OPTIONS = [
  { title: 'Attend in person', description: 'Regular Council meetings are open to the public.' },
  { title: 'Watch online', description: 'Meetings are streamed live and archived on the municipal website.' },
  { title: 'Take part remotely', description: 'Register in advance to speak by phone or video at public hearings.' },
] as const;

export const COUNCIL_INPUT_OPPORTUNITIES: readonly string[] = [
  'Public hearings on rezoning and plan amendments.',
  'Delegations: ask to present to Council on a topic.',
  'Written correspondence included in the Council agenda.',
  'Public question period at the end of some meetings.',
];

export const BUDGET_COMPONENTS = [
  { title: 'Operating Budget', description: 'Day-to-day services: policing, fire, parks, libraries, roads maintenance.' },
  { title: 'Capital Budget', description: 'Long-lived assets: new facilities, roads, utilities and park improvements.' },
  { title: 'Five-Year Financial Plan', description: 'The bylaw that sets spending and revenues for the next five years.' },
  { title: 'Property Taxes and Fees', description: 'How the plan is paid for, and what it means for your tax bill.' },
] as const;

export const BUDGET_PARTICIPATION: readonly string[] = [
  'Answer the municipal budget survey in the fall.',
  'Attend budget open houses and Council budget workshops.',
  'Write to Council before the Financial Plan Bylaw is adopted.',
  'Tell the association which local priorities matter to you.',
];

export const BUDGET_TIMELINE = [
  { period: 'September to October', step: 'Public survey on priorities' },
  { period: 'November to December', step: 'Draft budget presented to Council' },
  { period: 'January to March', step: 'Council deliberations and public input' },
  { period: 'By May 15', step: 'Financial Plan and Tax Rates Bylaws adopted' },
] as const;
