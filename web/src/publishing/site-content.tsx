import { createContext, useContext } from 'react';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import type { SiteContent } from '@roca/contract/content/site-content';

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

export const SEED_SITE_CONTENT: SiteContent = { ...SEED_CONTENT, developments: [], eventAlerts: [] };

/** Today in the municipality, as yyyy-mm-dd (en-CA writes dates that way). */
export const todayInVancouver = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: 'America/Vancouver' });

const PublishedSiteContext = createContext<PublishedSite | null>(null);

export const PublishedSiteProvider = PublishedSiteContext.Provider;

export function usePublishedSite(): PublishedSite {
  return useContext(PublishedSiteContext) ?? { content: SEED_SITE_CONTENT, today: todayInVancouver() };
}

export const useSiteContent = () => usePublishedSite().content;

export const useSiteSettings = () => useSiteContent().settings;
