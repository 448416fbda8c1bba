import { createContext } from 'react';
import type { IslandName } from './registry';

/**
 * The islands a page being published renders, collected while it renders (the renderer provides
 * the set; web/src/publishing/render-public-page.tsx): a page with none loads no React. Outside
 * the renderer there is no set, and nothing is collected.
 */
export const IslandsOnPage = createContext<Set<IslandName> | null>(null);
