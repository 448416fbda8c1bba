import { createContext, useContext } from 'react';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { SEED_JOINING } from '@roca/contract/join-choices';
import type { SiteContent } from '@roca/contract/content/site-content';
import { todayInVancouver } from '@roca/contract/publishing';

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

export const SEED_SITE_CONTENT: SiteContent = { ...SEED_CONTENT, developments: [], eventAlerts: [], joining: SEED_JOINING };

const PublishedSiteContext = createContext<PublishedSite | null>(null);

export const PublishedSiteProvider = PublishedSiteContext.Provider;

export function usePublishedSite(): PublishedSite {
  return useContext(PublishedSiteContext) ?? { content: SEED_SITE_CONTENT, today: todayInVancouver() };
}

export const useSiteContent = () => usePublishedSite().content;

export const useSiteSettings = () => useSiteContent().settings;
