import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, isIslandName } from './registry';

/**
 * The islands script (decisions 006 and 010): React, ReactDOM and the island components. Only a
 * page with an island loads it, and only once the page has loaded and painted (the page script,
 * web/src/page-script/react-islands.ts). It hydrates each `[data-island]` in its own React root,
 * as a transition: React then works in slices of a few milliseconds and yields between them, so a
 * tap is never kept waiting behind the whole hydration (Lighthouse counts long tasks as blocking).
 */
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}": add it to web/src/islands/registry.ts`);
    continue;
  }
  const Component = ISLANDS[name] as ComponentType<Record<string, unknown>>;
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
  startTransition(() => {
    hydrateRoot(element, <Component {...props} />);
  });
}
