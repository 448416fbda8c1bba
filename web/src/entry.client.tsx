import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './lib/after-first-paint';

// React Router's default entry, except that a prerendered page (the sign-in screens) is painted
// from its HTML before hydration starts.
afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
