import type { SiteFile } from '@roca/contract/content/site-files';
import type { SiteContent } from '@roca/contract/content/site-content';

/** Home page content: hero slides (4 images with alt texts; docs/requirements.md, Home page) and Quick Access cards. */
export type Slide = { src: string; alt: string; width: number; height: number };

const HERO_SLOTS = ['heroSlide1', 'heroSlide2', 'heroSlide3', 'heroSlide4'] as const;
/** The slider's frame is 16:9; an image of unknown size is given that shape. */
const DEFAULT_SLIDE_SIZE = { width: 1600, height: 900 };

const slideOf = (file: SiteFile): Slide => ({
  src: file.url,
  alt: file.alt ?? '',
  width: file.width ?? DEFAULT_SLIDE_SIZE.width,
  height: file.height ?? DEFAULT_SLIDE_SIZE.height,
});

/** The four slides, from the files staff keep in the Content area (docs/content.md). */
export const heroSlides = (files: SiteContent['files']): Slide[] => HERO_SLOTS.map((slot) => slideOf(files[slot]));

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
    description: 'Six ways to get involved in your neighbourhood, whatever time you have.',
  },
] as const;
