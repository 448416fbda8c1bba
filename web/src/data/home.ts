/** Home page content: hero slides (4 images with static alt texts; docs/requirements.md, Home page) and Quick Access cards. */
export type Slide = { src: string; alt: string; width: number; height: number };

// The hero images are drawn as SVG (small, sharp at every width); replace them as docs/content.md says.
export const HERO_SLIDES: readonly Slide[] = [
  { src: '/images/hero/river-trail.svg', alt: 'A riverside walking trail under tall oak trees', width: 1600, height: 900 },
  { src: '/images/hero/neighbourhood-street.svg', alt: 'A quiet neighbourhood street lined with family homes', width: 1600, height: 900 },
  { src: '/images/hero/community-park.svg', alt: 'Neighbours gathering in the community park', width: 1600, height: 900 },
  { src: '/images/hero/village-centre.svg', alt: 'Shops and cafes in the neighbourhood village centre', width: 1600, height: 900 },
];

export const SLIDE_INTERVAL_MS = 5000;

export const QUICK_ACCESS = [
  {
    to: '/executive',
    title: 'Executive Members',
    description: 'Meet the volunteers who lead the association and find out how to reach them.',
  },
  { to: '/calendar', title: 'Calendar of Events', description: 'Community meetings, information sessions and neighbourhood events.' },
  {
    to: '/get-involved',
    title: 'Get Involved',
    description: 'Six ways to make a difference in our neighbourhood, whatever time you have.',
  },
] as const;
