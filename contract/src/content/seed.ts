import type { JoinSettings } from '../joins';
import { MEMBERSHIP } from '../membership';
import type { EditableContent } from './site-content';

/**
 * The site's content on a fresh stack, before staff change anything: the texts, people, events,
 * lists and files the site shipped with (placeholders stay obvious, e.g. info@example.org). The
 * build renders the public pages from it, and the server stores it once as the first content
 * (functions/src/services/content/site-content.ts). Zod-free data.
 */
export const SEED_CONTENT: EditableContent = {
  settings: {
    associationName: 'Riverside Oaks Community Association',
    shortName: 'ROCA',
    email: 'info@example.org',
    postalAddress: 'PO Box 0000, Example Station, Anytown, BC V0V 0V0',
    socialUrl: 'https://www.facebook.com/',
    membershipFeeText: '$10 per person per year',
    paymentButtonId: 'EXAMPLEBUTTONID',
    links: {
      developmentApplications: 'https://example.org/development-applications',
      zoningBylaw: 'https://example.org/zoning-bylaw',
      participation: 'https://example.org/get-involved',
      budgetDocuments: 'https://example.org/budget',
      councilCalendar: 'https://example.org/council-calendar',
    },
    homeUpdates: 10,
  },
  executive: {
    confirmedOn: '2025-05-15',
    officers: [
      {
        position: 'President',
        name: 'Officer Name',
        email: 'president@example.org',
        responsibilities: [
          'Chairs executive and general meetings',
          'Speaks for the association to the municipality and media',
          'Guides the annual work plan',
        ],
        vacant: false,
      },
      {
        position: 'Vice President',
        name: 'Officer Name',
        email: 'vicepresident@example.org',
        responsibilities: [
          'Acts for the President when absent',
          'Coordinates committees and working groups',
          'Supports planning and rezoning reviews',
        ],
        vacant: false,
      },
      {
        position: 'Secretary',
        name: '',
        email: '',
        responsibilities: ['Keeps minutes of meetings', 'Manages correspondence and records', 'Gives notice of general meetings'],
        vacant: true,
      },
      {
        position: 'Treasurer',
        name: 'Officer Name',
        email: 'treasurer@example.org',
        responsibilities: [
          'Keeps the financial records',
          'Prepares the annual financial statements',
          'Oversees membership fees and grants',
        ],
        vacant: false,
      },
      {
        position: 'Registrar',
        name: 'Officer Name',
        email: 'registrar@example.org',
        responsibilities: [
          'Keeps the register of members',
          'Processes new memberships and renewals',
          'Confirms members in good standing for votes',
        ],
        vacant: false,
      },
      {
        position: 'Advisor to Executive Board',
        name: 'Officer Name',
        email: 'advisor@example.org',
        responsibilities: [
          'Brings experience from past executives',
          'Advises on governance and the bylaws',
          'Mentors new executive members',
        ],
        vacant: false,
      },
    ],
    directors: [
      {
        name: 'Director Name',
        email: '',
        responsibilities: ['Represents residents at executive meetings', 'Leads or joins a committee'],
      },
      {
        name: 'Director Name',
        email: '',
        responsibilities: ['Represents residents at executive meetings', 'Leads or joins a committee'],
      },
      {
        name: 'Director Name',
        email: '',
        responsibilities: ['Represents residents at executive meetings', 'Leads or joins a committee'],
      },
    ],
  },
  calendarEvents: [
    {
      id: 'seed-event-1',
      date: '2025-08-15',
      time: '19:00',
      title: 'Monthly Community Meeting',
      location: 'Community Hall, Main Room',
      type: 'Meeting',
      description:
        'Our regular monthly meeting: development updates, committee reports and an open floor for residents. Everyone is welcome.',
    },
    {
      id: 'seed-event-2',
      date: '2025-09-12',
      time: '19:00',
      title: 'Local Area Plan Information Session',
      location: 'Community Hall, Main Room',
      type: 'Information Session',
      description: 'Learn how the local area planning process works, what is planned for our neighbourhood and how to have your say.',
    },
    {
      id: 'seed-event-3',
      date: '2025-10-20',
      time: '10:00',
      title: 'Fall Neighbourhood Clean-Up',
      location: 'Riverside Park, main entrance',
      type: 'Community Event',
      description: 'Join your neighbours to tidy parks, trails and streets before winter. Gloves, bags and refreshments are provided.',
    },
    {
      // Open for sign-up, with volunteer shifts, so a fresh stack shows the whole flow (docs/signups.md).
      id: 'seed-event-4',
      date: '2026-05-02',
      time: '10:00',
      endTime: '12:00',
      title: 'Saturday Community Garden Work Party',
      location: 'Riverside Community Garden, by the tool shed',
      type: 'Community Event',
      description:
        'Weeding, planting and watering in the shared beds, with coffee after. No experience needed; tools and gloves are provided. Please sign up so we have enough tools and coffee.',
      repeat: 'FREQ=WEEKLY;BYDAY=SA',
      signup: {
        open: true,
        capacity: 12,
        partyMax: 4,
        shifts: [
          { id: 'set-up', label: 'Set-up', start: '09:30', end: '10:00', capacity: 2 },
          { id: 'coffee', label: 'Coffee and clean-up', start: '11:30', end: '12:30', capacity: 2 },
        ],
        offerHours: 12,
        autoPromote: false,
        reminders: [
          { daysBefore: 3, time: '09:00' },
          { daysBefore: 0, time: '07:30' },
        ],
        generalMeeting: false,
      },
    },
  ],
  businesses: [
    {
      id: 'seed-business-1',
      name: 'Sample Corner Café',
      category: 'Food & Drink',
      description: 'Coffee, baking and light lunches.',
      address: '100 Example Street',
      phone: '555-0100',
      website: 'https://example.org/cafe',
    },
    {
      id: 'seed-business-2',
      name: 'Sample Hardware',
      category: 'Retail',
      description: 'Tools, garden supplies and keys cut.',
      address: '102 Example Street',
      phone: '555-0101',
      website: 'https://example.org/hardware',
    },
    {
      id: 'seed-business-3',
      name: 'Sample Family Dental',
      category: 'Health',
      description: 'General and family dentistry.',
      address: '210 Example Avenue',
      phone: '555-0102',
      website: 'https://example.org/dental',
    },
    {
      id: 'seed-business-4',
      name: 'Sample Bike Shop',
      category: 'Recreation',
      description: 'Bike sales, repairs and rentals.',
      address: '15 River Road',
      phone: '555-0103',
      website: 'https://example.org/bikes',
    },
    {
      id: 'seed-business-5',
      name: 'Sample Books',
      category: 'Retail',
      description: 'New and used books, and a kids corner.',
      address: '104 Example Street',
      phone: '555-0104',
      website: 'https://example.org/books',
    },
    {
      id: 'seed-business-6',
      name: 'Sample Physiotherapy',
      category: 'Health',
      description: 'Physiotherapy and massage therapy.',
      address: '220 Example Avenue',
      phone: '555-0105',
      website: 'https://example.org/physio',
    },
  ],
  communityLinks: [
    {
      id: 'seed-link-1',
      category: 'Municipal Services',
      name: 'City Hall',
      url: 'https://example.org/city-hall',
      description: 'Council, departments, bylaws and service requests.',
    },
    {
      id: 'seed-link-2',
      category: 'Municipal Services',
      name: 'Report a Problem',
      url: 'https://example.org/report',
      description: 'Potholes, streetlights, graffiti and missed garbage pickup.',
    },
    {
      id: 'seed-link-3',
      category: 'Parks and Recreation',
      name: 'Parks and Trails',
      url: 'https://example.org/parks',
      description: 'Maps of parks, trails and off-leash areas.',
    },
    {
      id: 'seed-link-4',
      category: 'Parks and Recreation',
      name: 'Recreation Programs',
      url: 'https://example.org/recreation',
      description: 'Classes, swimming and community centre programs.',
    },
    {
      id: 'seed-link-5',
      category: 'Schools and Libraries',
      name: 'School District',
      url: 'https://example.org/schools',
      description: 'School catchments, registration and calendars.',
    },
    {
      id: 'seed-link-6',
      category: 'Schools and Libraries',
      name: 'Public Library',
      url: 'https://example.org/library',
      description: 'Branches, e-books and programs for all ages.',
    },
    {
      id: 'seed-link-7',
      category: 'Safety and Emergency Preparedness',
      name: 'Emergency Preparedness',
      url: 'https://example.org/emergency',
      description: 'Build a kit, make a plan and sign up for alerts.',
    },
    {
      id: 'seed-link-8',
      category: 'Safety and Emergency Preparedness',
      name: 'Community Policing',
      url: 'https://example.org/policing',
      description: 'Non-emergency line and crime prevention programs.',
    },
    {
      id: 'seed-link-9',
      category: 'Transit and Transportation',
      name: 'Transit Trip Planner',
      url: 'https://example.org/transit',
      description: 'Bus and rail routes and schedules.',
    },
    {
      id: 'seed-link-10',
      category: 'Transit and Transportation',
      name: 'Cycling Network',
      url: 'https://example.org/cycling',
      description: 'Bike routes and planned improvements.',
    },
  ],
  volunteerNeeds: [
    {
      id: 'seed-need-1',
      area: 'Secretary',
      description: 'Take minutes and manage correspondence for the executive.',
      urgency: 'high',
    },
    {
      id: 'seed-need-2',
      area: 'Development Review',
      description: 'More reviewers for the growing number of applications.',
      urgency: 'high',
    },
    {
      id: 'seed-need-3',
      area: 'Event Planning',
      description: 'Help plan the fall clean-up and the summer picnic.',
      urgency: 'medium',
    },
    {
      id: 'seed-need-4',
      area: 'Website Content',
      description: 'Photos and stories about the neighbourhood.',
      urgency: 'low',
    },
  ],
  files: {
    communityPlan: {
      url: '/public-objects/official-community-plan-2024.pdf',
      contentType: 'application/pdf',
    },
    constitution: {
      url: '/public-objects/roca-constitution-bylaws.pdf',
      contentType: 'application/pdf',
    },
    participationHandbook: {
      url: '/public-objects/public-participation-handbook.pdf',
      contentType: 'application/pdf',
    },
    councilCalendar: {
      url: '/public-objects/council-meeting-calendar.pdf',
      contentType: 'application/pdf',
    },
    boundaryMap: {
      url: '/images/maps/boundary-map-2023.svg',
      contentType: 'image/svg+xml',
      alt: 'Map of the ROCA boundary: the river to the north, the highway to the south, Oak Street to the west and the rail corridor to the east',
      caption: 'Official boundary map, 2023',
      width: 1200,
      height: 800,
    },
    regionalMap: {
      url: '/images/maps/regional-map-2010.svg',
      contentType: 'image/svg+xml',
      alt: 'Map of all community associations in the municipality, with ROCA shown as number 18',
      caption: 'Community associations of the municipality, 2010. ROCA is number 18.',
      width: 1200,
      height: 800,
    },
    heroSlide1: {
      url: '/images/hero/river-trail.svg',
      contentType: 'image/svg+xml',
      alt: 'A riverside walking trail under tall oak trees',
      width: 1600,
      height: 900,
    },
    heroSlide2: {
      url: '/images/hero/neighbourhood-street.svg',
      contentType: 'image/svg+xml',
      alt: 'A quiet neighbourhood street lined with family homes',
      width: 1600,
      height: 900,
    },
    heroSlide3: {
      url: '/images/hero/community-park.svg',
      contentType: 'image/svg+xml',
      alt: 'Neighbours gathering in the community park',
      width: 1600,
      height: 900,
    },
    heroSlide4: {
      url: '/images/hero/village-centre.svg',
      contentType: 'image/svg+xml',
      alt: 'Shops and cafes in the neighbourhood village centre',
      width: 1600,
      height: 900,
    },
  },
};

/**
 * The join settings (contract/src/joins.ts) until staff save them: the membership rules' fee, 30
 * days, and no e-Transfer address yet ('', which the Joins screen asks an Admin to fill in).
 */
export const SEED_JOIN_SETTINGS: JoinSettings = {
  fee: { currency_code: 'CAD', value: MEMBERSHIP.feeDollars.toFixed(2) },
  eTransferAddress: '',
  pendingJoinDays: 30,
};
