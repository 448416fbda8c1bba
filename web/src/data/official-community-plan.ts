/** /official-community-plan content (docs/requirements.md, Public pages). */
export const PLAN_INTRO: readonly string[] = [
  "The Official Community Plan (OCP) is the municipality's long-term vision for how land is used, where housing, shops and jobs go, and how people move around. Council adopted the current plan on May 7, 2024.",
  'For our area, the plan decides where new homes may be built and at what height, which streets become part of the cycling and transit network, and how parks, trees and the river corridor are protected. Every rezoning application near us is measured against it.',
];

export const POLICY_THEMES = [
  { title: 'Environmental Integrity', description: 'Protect watercourses, tree canopy and habitat; plan for a changing climate.' },
  { title: 'Centres and Villages', description: 'Focus new homes and shops in walkable centres and neighbourhood villages.' },
  { title: 'Urban Containment', description: 'Grow within the urban boundary so farmland and natural areas are kept.' },
  { title: 'Transportation and Mobility', description: 'Make walking, cycling and transit safe, easy and connected.' },
] as const;

export const PLAN_VISION_QUOTE =
  'A city of complete, connected communities, where nature and neighbourhoods thrive together and everyone can find a home.';

export const HOW_TO_PARTICIPATE: readonly string[] = [
  'Read the plan and the maps for our area.',
  'Come to association meetings where planning matters are discussed.',
  'Answer municipal surveys and attend open houses and public hearings.',
  'Write to Mayor and Council about applications that affect you.',
];
