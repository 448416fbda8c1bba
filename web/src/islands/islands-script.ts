import { createContext } from 'react';

/**
 * Where a prerendered public page loads its islands from. The build writes this placeholder, and
 * web/scripts/post-build.ts replaces it with the content-hashed file it bundles.
 */
export const ISLANDS_SCRIPT_PLACEHOLDER = '/assets/islands.js';

/** handle of a route whose pages are static HTML plus islands, without React Router in the browser. */
export type StaticPageHandle = { staticPage: true };

export const isStaticPageHandle = (handle: unknown): handle is StaticPageHandle =>
  typeof handle === 'object' && handle !== null && (handle as Partial<StaticPageHandle>).staticPage === true;

/**
 * True while entry.server.tsx prerenders a page of its own. False in the browser and while it
 * renders the SPA fallback page (which hydrates whatever route it serves, so it needs React Router
 * even though its URL, "/", matches a public route).
 */
export const PrerenderingPageContext = createContext(false);
