import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from '../lib/after-first-paint';
import { startAnalytics } from '../lib/analytics';
import { ISLANDS, isIslandName } from './registry';
// The public pages' one stylesheet is built with this script (web/scripts/build-islands.ts).
import '../styles.css';

/**
 * The only script of a published public page (decisions 006 and 008). The page is already
 * complete HTML, stored content included; this hydrates each island in its own React root and
 * records the page view. It reads nothing from /api.
 */
function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) {
      console.error(`Unknown island "${name}": add it to web/src/islands/registry.ts`);
      continue;
    }
    const Component = ISLANDS[name] as ComponentType<Record<string, unknown>>;
    const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
    hydrateRoot(element, <Component {...props} />);
  }
  startAnalytics();
}

afterFirstPaint(hydrateIslands);
