import type { Urgency, VolunteerNeed } from '@roca/contract/content/lists';

/** /volunteer content (docs/requirements.md, Public pages: four opportunities, three steps); the current needs are stored content. */
export type VolunteerOpportunity = {
  title: string;
  icon: string;
  description: string;
  commitment: string;
  skills: readonly string[];
  timeframe: string;
};

export const VOLUNTEER_OPPORTUNITIES: readonly VolunteerOpportunity[] = [
  {
    title: 'Development Review Committee',
    icon: '🏗️',
    description: 'Read development applications in our area and help prepare the association’s comments.',
    commitment: '2 to 4 hours per application',
    skills: ['Reading plans', 'Clear writing', 'Attention to detail'],
    timeframe: 'As applications arrive',
  },
  {
    title: 'Executive Board Member',
    icon: '🤝',
    description: 'Help lead the association and make decisions with the executive.',
    commitment: '2 to 3 hours per month of meetings',
    skills: ['Teamwork', 'Organisation', 'Community knowledge'],
    timeframe: 'One-year term from the AGM',
  },
  {
    title: 'Event Volunteer',
    icon: '🎉',
    description: 'Set up, welcome neighbours and clean up at community events.',
    commitment: 'A few hours per event',
    skills: ['Friendly attitude', 'Reliability'],
    timeframe: 'Spring to fall',
  },
  {
    title: 'Communications Helper',
    icon: '📣',
    description: 'Write updates, take photos and help keep this website and our newsletter current.',
    commitment: '1 to 2 hours per week',
    skills: ['Writing', 'Photography', 'Social media'],
    timeframe: 'Ongoing',
  },
];

const MOST_URGENT_FIRST: readonly Urgency[] = ['high', 'medium', 'low'];

/** The current needs, most urgent first. */
export const byUrgency = (needs: readonly VolunteerNeed[]) =>
  [...needs].sort((a, b) => MOST_URGENT_FIRST.indexOf(a.urgency) - MOST_URGENT_FIRST.indexOf(b.urgency) || a.area.localeCompare(b.area));

/** Volunteer need urgency (docs/requirements.md, Public pages): high red, medium yellow, low green. */
export const URGENCY_CLASSES: Record<Urgency, string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-yellow-100 text-yellow-900',
  low: 'bg-green-100 text-green-900',
};

export const VOLUNTEER_STEPS = [
  { title: 'Come to a meeting', description: 'Meet the team at a community meeting.', to: '/calendar', linkLabel: 'See the calendar' },
  {
    title: 'Become a member',
    description: 'Members in good standing can join committees and the executive.',
    to: '/membership',
    linkLabel: 'Join the association',
  },
  {
    title: 'Tell us your interests',
    description: 'Tell us which opportunity suits you with the form below, and we will be in touch.',
    to: '#volunteer-form',
    linkLabel: 'Use the volunteer form',
  },
] as const;
