import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * The document of the hydrated app: staff screens, the sign-in screens, the SPA fallback, the 404
 * page and `npm run dev`. The published public pages are rendered by
 * web/src/publishing/render-public-page.tsx instead (decisions 006 and 008).
 */
export function Layout({ children }: { children: ReactNode }) {
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
        <ScrollRestoration />
        <Scripts />
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
