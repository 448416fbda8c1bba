/** /get-involved content (six ways, resource links; docs/requirements.md, Public pages). */
type InvolvementAction = { label: string; to: string } | { label: string; mailSubject: string };
export type InvolvementOption = { title: string; description: string; timeCommitment: string; impact: string; action: InvolvementAction };

export const INVOLVEMENT_OPTIONS: readonly InvolvementOption[] = [
  {
    title: 'Become a Member',
    description: 'Membership is $10/year and gives you a vote at the AGM.',
    timeCommitment: 'Five minutes a year',
    impact: 'Strengthens the voice of residents',
    action: { label: 'Join now', to: '/membership' },
  },
  {
    title: 'Attend Community Meetings',
    description: 'Hear updates, ask questions and share your views.',
    timeCommitment: '2 hours a month',
    impact: 'Shapes the association’s positions',
    action: { label: 'See the calendar', to: '/calendar' },
  },
  {
    title: 'Volunteer',
    description: 'Help with events, communications or development reviews.',
    timeCommitment: 'Flexible',
    impact: 'Keeps the association running',
    action: { label: 'Volunteer opportunities', to: '/volunteer' },
  },
  {
    title: 'Share Your Ideas',
    description: 'Tell us what matters to you in the neighbourhood.',
    timeCommitment: 'A few minutes',
    impact: 'Sets our priorities',
    action: { label: 'E-mail us', mailSubject: 'Getting Involved' },
  },
  {
    title: 'Speak to Council',
    description: 'Take part in public hearings and Council meetings.',
    timeCommitment: 'An evening',
    impact: 'Influences municipal decisions directly',
    action: { label: 'Council schedule', to: '/council-schedule' },
  },
  {
    title: 'Join the Executive',
    description: 'Stand for election at the AGM and help lead the association.',
    timeCommitment: '2 to 3 hours a month',
    impact: 'Leads the community’s work',
    action: { label: 'Meet the executive', to: '/executive' },
  },
];

export const INVOLVEMENT_RESOURCES = [
  { to: '/participation-manual', label: 'Participation Manual' },
  { to: '/council-schedule', label: 'Council Schedule' },
  { to: '/rezoning', label: 'Rezoning / Development' },
  { to: '/official-community-plan', label: 'Official Community Plan' },
] as const;
