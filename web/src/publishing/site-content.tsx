import { createContext, useContext } from 'react';
import type { SiteContent } from '@roca/contract/content/site-content';
import { todayInVancouver } from '@roca/contract/days';
import { SEED_SITE_CONTENT } from './seed-site-content';

/**
 * What a public page is rendered from: the stored content and the day it is rendered on (the
 * calendar lists what is upcoming from that day, the footer shows its year). The renderer
 * (render-public-page.tsx) provides it when it publishes a page; the hydrated app (`npm run dev`,
 * the 404 page) shows the seed content as of the browser's day.
 */
export type PublishedSite = {
  content: SiteContent;
  /** yyyy-mm-dd in the municipality (America/Vancouver). */
  today: string;
};

const PublishedSiteContext = createContext<PublishedSite | null>(null);

export const PublishedSiteProvider = PublishedSiteContext.Provider;

export function usePublishedSite(): PublishedSite {
  return useContext(PublishedSiteContext) ?? { content: SEED_SITE_CONTENT, today: todayInVancouver() };
}

export const useSiteContent = () => usePublishedSite().content;

export const useSiteSettings = () => useSiteContent().settings;
