import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from '../lib/after-first-paint';
import { startAnalytics } from '../lib/analytics';
import { queryClient } from '../lib/query-client';
import { ISLANDS, isIslandName } from './registry';

/**
 * The only script of a prerendered public page (decision 006). The page is already complete
 * HTML; this hydrates each island in its own React root (all sharing one query cache, so the
 * three event-alert positions make one request) and records the page view.
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
    hydrateRoot(
      element,
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>,
    );
  }
  startAnalytics();
}

afterFirstPaint(hydrateIslands);
