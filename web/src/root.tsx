import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { ISLANDS_SCRIPT_PLACEHOLDER, PrerenderingPageContext, isStaticPageHandle } from './islands/islands-script';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * True while prerendering a public page for production: that page ships as static HTML whose
 * islands hydrate from one small script, without React Router (decision 006). Everything else
 * (staff screens, the SPA fallback, the 404 page, `npm run dev`) is the hydrated app.
 */
function usePrerenderingStaticPage() {
  const matches = useMatches();
  const prerendering = useContext(PrerenderingPageContext);
  return import.meta.env.PROD && prerendering && matches.some((match) => isStaticPageHandle(match.handle));
}

export function Layout({ children }: { children: ReactNode }) {
  const staticPage = usePrerenderingStaticPage();
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {staticPage ? (
          <script type="module" src={ISLANDS_SCRIPT_PLACEHOLDER} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** Shown while the SPA fallback page loads a staff route before hydration. */
export function HydrateFallback() {
  return <p className="p-8 text-center">Loading…</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Sorry, something went wrong</h1>
      <p className="mt-4">{message}</p>
      <a href="/" className="mt-6 inline-block underline">
        Go to the home page
      </a>
    </main>
  );
}
