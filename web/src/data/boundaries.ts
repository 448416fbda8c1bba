/** /boundaries content (docs/requirements.md, Public pages). The two maps are stored content (Content area). */
export type AreaFeature = { feature: string; description: string; significance: string };
export type NeighbouringAssociation = { name: string; direction: string; relationship: string };

export const boundaryIntro = (associationName: string) =>
  `The ${associationName} represents the residents, property owners and businesses within the area shown on the official boundary map below.`;

export const BOUNDARY_DEFINITION =
  'Boundary definition: the river to the north, the highway to the south, Oak Street to the west and the rail corridor to the east. Properties on both sides of a boundary street belong to the association on the inside of the line.';

export const KEY_AREAS: readonly AreaFeature[] = [
  {
    feature: 'Village Centre',
    description: 'Shops and services along Example Street.',
    significance: 'Focus of new homes and businesses in the plan',
  },
  { feature: 'Riverfront', description: 'The river edge and its trail.', significance: 'Environmentally sensitive area' },
  { feature: 'Residential Streets', description: 'Mostly single-family and townhouse blocks.', significance: 'Where most residents live' },
  { feature: 'Rail Corridor Lands', description: 'Light industry and employment along the east edge.', significance: 'Jobs close to home' },
];

export const NEIGHBOURHOOD_FEATURES: readonly AreaFeature[] = [
  { feature: 'Riverside Park', description: 'Playground, sports field and picnic area.', significance: 'Main gathering place' },
  { feature: 'Community Hall', description: 'Meeting rooms available to residents.', significance: 'Home of our meetings' },
  { feature: 'Elementary School', description: 'Neighbourhood school and playing fields.', significance: 'Anchor for families' },
  {
    feature: 'Oak Grove Trail',
    description: 'A forested path linking the park and the river.',
    significance: 'Heritage trees and habitat',
  },
];

export const NEIGHBOURING_ASSOCIATIONS: readonly NeighbouringAssociation[] = [
  { name: 'North Shore Community Association', direction: 'North (across the river)', relationship: 'Shares the river trail' },
  { name: 'Highlands Residents Association', direction: 'South', relationship: 'Joint work on highway noise' },
  { name: 'West End Community Association', direction: 'West', relationship: 'Shares Oak Street' },
  { name: 'Eastside Neighbourhood Association', direction: 'East', relationship: 'Shares the rail corridor lands' },
];
