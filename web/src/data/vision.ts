/** /vision content (docs/requirements.md, Public pages: vision, mission, eight mandate commitments, Get Involved callout). */
export const VISION =
  'A safe, green and welcoming neighbourhood where residents of every age and background help shape how our community grows, and where our natural and built heritage is cared for by the generations who follow.';

export const MISSION =
  'To represent the residents of our area to the municipality and other bodies, to keep neighbours informed about decisions that affect them, and to bring people together to improve the quality of life in our community.';

export const MANDATE_COMMITMENTS: readonly string[] = [
  'Represent the interests of residents on planning, rezoning and development proposals.',
  'Keep members informed about municipal decisions, plans and public hearings.',
  'Encourage residents to take part in council, budget and planning processes.',
  'Protect and enhance parks, trails, tree canopy and the river environment.',
  'Celebrate and conserve the heritage and history of the neighbourhood.',
  'Promote safe streets, walking, cycling and accessible transit.',
  'Organise events that build friendships and a strong sense of community.',
  'Work openly and fairly, following our constitution and bylaws.',
];
