/** /history content (six eras, four landmarks; docs/requirements.md, Public pages). Illustrative text: replace with researched history. */
export type HistoryEra = { period: string; title: string; description: string; icon: string; highlights: readonly string[] };
export type Landmark = { name: string; significance: string; status: string };

export const HISTORY_ERAS: readonly HistoryEra[] = [
  {
    period: 'Before 1850',
    title: 'Indigenous Lands',
    description: 'The river and its forests have been home to Indigenous peoples for thousands of years.',
    icon: '🌊',
    highlights: ['Seasonal fishing camps along the river', 'Trails that later became roads'],
  },
  {
    period: '1850 to 1900',
    title: 'Settlement and Farming',
    description: 'Settlers cleared land for farms and orchards along the river flats.',
    icon: '🌾',
    highlights: ['First homesteads', 'River landing for supplies'],
  },
  {
    period: '1900 to 1945',
    title: 'The Railway Years',
    description: 'The railway brought a station, a general store and the first school.',
    icon: '🚂',
    highlights: ['Railway station opens', 'One-room schoolhouse built'],
  },
  {
    period: '1945 to 1970',
    title: 'Post-War Growth',
    description: 'Farms gave way to family homes as the area became a suburb.',
    icon: '🏡',
    highlights: ['First subdivisions', 'Community hall built by volunteers'],
  },
  {
    period: '1970 to 2000',
    title: 'A Community Organises',
    description: 'Residents formed the community association to have a say in growth.',
    icon: '🤝',
    highlights: ['Association registered as a society', 'Riverside Park saved from development'],
  },
  {
    period: '2000 to today',
    title: 'A Changing Neighbourhood',
    description: 'New housing, transit and a growing village centre bring new neighbours.',
    icon: '🏙️',
    highlights: ['Official Community Plan adopted 2024', 'New cycling routes'],
  },
];

export const LANDMARKS: readonly Landmark[] = [
  { name: 'The Old Schoolhouse', significance: 'The area’s first school, later a community library.', status: 'Preserved' },
  { name: 'Railway Station Site', significance: 'Where the neighbourhood grew around the station.', status: 'Commemorated with a plaque' },
  { name: 'Community Hall', significance: 'Built by volunteers; still hosts our meetings.', status: 'In use' },
  {
    name: 'Heritage Oak Grove',
    significance: 'Trees older than the first farms, which gave the area its name.',
    status: 'Protected parkland',
  },
];
