/** /community-links content (five categories of links; docs/requirements.md, Public pages). Placeholder URLs: see docs/content.md. */
export type CommunityLink = { name: string; url: string; description: string };

export const LINK_CATEGORIES: readonly { category: string; links: readonly CommunityLink[] }[] = [
  {
    category: 'Municipal Services',
    links: [
      { name: 'City Hall', url: 'https://example.org/city-hall', description: 'Council, departments, bylaws and service requests.' },
      {
        name: 'Report a Problem',
        url: 'https://example.org/report',
        description: 'Potholes, streetlights, graffiti and missed garbage pickup.',
      },
    ],
  },
  {
    category: 'Parks and Recreation',
    links: [
      { name: 'Parks and Trails', url: 'https://example.org/parks', description: 'Maps of parks, trails and off-leash areas.' },
      {
        name: 'Recreation Programs',
        url: 'https://example.org/recreation',
        description: 'Classes, swimming and community centre programs.',
      },
    ],
  },
  {
    category: 'Schools and Libraries',
    links: [
      { name: 'School District', url: 'https://example.org/schools', description: 'School catchments, registration and calendars.' },
      { name: 'Public Library', url: 'https://example.org/library', description: 'Branches, e-books and programs for all ages.' },
    ],
  },
  {
    category: 'Safety and Emergency Preparedness',
    links: [
      {
        name: 'Emergency Preparedness',
        url: 'https://example.org/emergency',
        description: 'Build a kit, make a plan and sign up for alerts.',
      },
      { name: 'Community Policing', url: 'https://example.org/policing', description: 'Non-emergency line and crime prevention programs.' },
    ],
  },
  {
    category: 'Transit and Transportation',
    links: [
      { name: 'Transit Trip Planner', url: 'https://example.org/transit', description: 'Bus and rail routes and schedules.' },
      { name: 'Cycling Network', url: 'https://example.org/cycling', description: 'Bike routes and planned improvements.' },
    ],
  },
];
