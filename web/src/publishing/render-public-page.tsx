import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteContent } from '@roca/contract/content/site-content';
import type { PublicAssets, PublicSiteRenderer } from '@roca/contract/publishing';
import { PublicLayout } from '../components/layout/public-layout';
import { documentTitle } from '../lib/page-meta';
import { assertNoInlineScripts, withLowPriorityModules } from './page-rewrites';
import { PUBLIC_PAGES, PUBLIC_PAGE_REGISTRY, pagesShowing, type PublicPath } from './public-pages';
import { PublishedSiteProvider } from './site-content';

/**
 * The renderer of the public pages (docs/decisions/008). Vite builds this entry into
 * web/dist/renderer (web/scripts/build-renderer.ts): the build prerenders the pages with the seed
 * content, and the functions bundle it and publish the pages from stored content. One renderer,
 * so a published page is exactly what the build would have made from the same content: the same
 * layout, pages and islands (decision 006), the same head and the same rewrites.
 */

/** The stylesheet and islands script of this build, set by web/scripts/build-renderer.ts. */
declare const __PUBLIC_ASSETS__: PublicAssets;
const assets: PublicAssets = __PUBLIC_ASSETS__;

const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../routes/*.tsx', { eager: true });

function pageComponent(path: PublicPath): ComponentType {
  const module = PAGE_MODULES[`../${PUBLIC_PAGE_REGISTRY[path].module}`];
  if (!module) throw new Error(`No route module ${PUBLIC_PAGE_REGISTRY[path].module} for ${path}`);
  return module.default;
}

function PublicDocument({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="stylesheet" href={assets.stylesheet} />
      </head>
      <body>
        {children}
        <script type="module" src={assets.script} />
      </body>
    </html>
  );
}

/** The page's complete HTML document; throws when the page cannot be rendered (it is then never published). */
function renderPublicPage(path: PublicPath, content: SiteContent, today: string): string {
  if (!Object.hasOwn(PUBLIC_PAGE_REGISTRY, path)) throw new Error(`${path} is not a public page`);
  const Page = pageComponent(path);
  const html = renderToString(
    <StaticRouter location={path}>
      <PublishedSiteProvider value={{ content, today }}>
        <PublicDocument
          title={documentTitle(PUBLIC_PAGES[path], content.settings.shortName)}
          description={PUBLIC_PAGE_REGISTRY[path].description(content)}
        >
          <PublicLayout>
            <Page />
          </PublicLayout>
        </PublicDocument>
      </PublishedSiteProvider>
    </StaticRouter>,
  );
  assertNoInlineScripts(html);
  return `<!DOCTYPE html>${withLowPriorityModules(html)}`;
}

/** What the build and the functions use; typed by the contract, which the functions see. */
export const renderer: PublicSiteRenderer = { renderPublicPage, pagesShowing, assets };
