import { site } from '../config/site';

/** /boundaries content (docs/requirements.md, Public pages). */
export type AreaFeature = { feature: string; description: string; significance: string };
export type NeighbouringAssociation = { name: string; direction: string; relationship: string };
export type MapImage = { src: string; alt: string; width: number; height: number; caption: string };

export const BOUNDARY_INTRO = `The ${site.name} represents the residents, property owners and businesses within the area shown on the official boundary map below.`;

export const BOUNDARY_DEFINITION =
  'Boundary definition: the river to the north, the highway to the south, Oak Street to the west and the rail corridor to the east. Properties on both sides of a boundary street belong to the association on the inside of the line.';

export const BOUNDARY_MAP: MapImage = {
  src: '/images/maps/boundary-map-2023.svg',
  alt: `Map of the ${site.shortName} boundary: the river to the north, the highway to the south, Oak Street to the west and the rail corridor to the east`,
  width: 1200,
  height: 800,
  caption: 'Official boundary map, 2023',
};

export const REGIONAL_MAP: MapImage = {
  src: '/images/maps/regional-map-2010.svg',
  alt: `Map of all community associations in the municipality, with ${site.shortName} shown as number ${site.regionalMapNumber}`,
  width: 1200,
  height: 800,
  caption: `Community associations of the municipality, 2010. ${site.shortName} is number ${site.regionalMapNumber}.`,
};

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
