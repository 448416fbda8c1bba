import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// React Router's default entry, except that a prerendered page (the sign-in screens) is first
// painted from its HTML: its scripts can all arrive before the browser's first frame, and
// hydrating at once then kept that frame back while the main thread was busy.
requestAnimationFrame(() => setTimeout(hydrate, 0));
