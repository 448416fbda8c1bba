/** /heritage content (four features, three threats, four actions; docs/requirements.md, Public pages). */
export type HeritageFeature = { name: string; type: string; description: string; significance: string; status: string };
export type HeritageThreat = { threat: string; description: string; impact: string };
export type HeritageAction = { action: string; description: string; status: string };

export const HERITAGE_FEATURES: readonly HeritageFeature[] = [
  {
    name: 'The Old Schoolhouse',
    type: 'Building',
    description: 'A wood-frame one-room school.',
    significance: 'Early education and community life',
    status: 'Preserved',
  },
  {
    name: 'Heritage Oak Grove',
    type: 'Natural feature',
    description: 'A stand of very old oaks by the river.',
    significance: 'Gave the neighbourhood its name',
    status: 'Protected',
  },
  {
    name: 'Craftsman Homes on Elm Street',
    type: 'Streetscape',
    description: 'A row of early twentieth-century houses.',
    significance: 'Character of the original village',
    status: 'Listed on the heritage register',
  },
  {
    name: 'River Landing',
    type: 'Site',
    description: 'Where supplies once arrived by boat.',
    significance: 'Origins of settlement',
    status: 'Interpretive sign planned',
  },
];

export const HERITAGE_THREATS: readonly HeritageThreat[] = [
  { threat: 'Demolition', description: 'Older homes replaced without review.', impact: 'Loss of neighbourhood character' },
  { threat: 'Tree Loss', description: 'Mature trees removed for construction.', impact: 'Loss of canopy and habitat' },
  { threat: 'Neglect', description: 'Heritage buildings left without maintenance.', impact: 'Costly or impossible restoration' },
];

export const HERITAGE_ACTIONS: readonly HeritageAction[] = [
  { action: 'Heritage Inventory', description: 'Record buildings, trees and sites of value.', status: 'In progress' },
  { action: 'Heritage Register Nominations', description: 'Ask the municipality to list eligible places.', status: 'Ongoing' },
  { action: 'Interpretive Signs', description: 'Tell the stories of places on site.', status: 'Planned' },
  { action: 'Tree Protection Advocacy', description: 'Ask for stronger tree retention in development reviews.', status: 'Ongoing' },
];
