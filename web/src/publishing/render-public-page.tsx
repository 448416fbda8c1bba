import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Development } from '@roca/contract';
import type { SiteContent } from '@roca/contract/content/site-content';
import type { FunctionPage, FunctionPageSite, PortalDataPage } from '@roca/contract/function-pages';
import { APPLICATIONS_PATH, applicationPath, applicationsPageOf, type PublishedPath } from '@roca/contract/applications';
import type { PublicAssets, PublicSiteRenderer } from '@roca/contract/publishing';
import { PublicLayout } from '#web/components/layout/public-layout';
import { LOGO_DATA_URL } from '#web/components/layout/logo-image';
import { FunctionPageBody } from '#web/function-pages/function-page';
import { ApplicationPage } from '#web/features/applications/components/application-page';
import { MemberDataBody } from '#web/function-pages/portal';
import { PageNotFound, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '#web/components/layout/page-not-found';
import { documentTitle } from '#web/lib/page-meta';
import { assertNoInlineScriptsBut } from './page-rewrites';
import { PUBLIC_PAGES, PUBLIC_PAGE_REGISTRY, pagesShowing, type PublicPath } from './public-pages';
import { SEED_SITE_CONTENT } from './seed-site-content';
import { PublishedSiteProvider } from './site-content';

/**
 * The renderer of the public pages (docs/decisions/008). Vite builds this entry into
 * web/dist/renderer (web/scripts/build-renderer.ts): the build prerenders the pages with the seed
 * content, and the functions bundle it and publish the pages from stored content. One renderer,
 * so a published page is exactly what the build would have made from the same content: the same
 * layout and pages, the same head, page script and rewrites.
 */

/** The stylesheet and page script of this build, set by web/scripts/build-renderer.ts. */
declare const __PUBLIC_ASSETS__: PublicAssets;
const assets: PublicAssets = __PUBLIC_ASSETS__;

const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../routes/*.tsx', { eager: true });

function pageComponent(path: PublicPath): ComponentType {
  const module = PAGE_MODULES[`../${PUBLIC_PAGE_REGISTRY[path].module}`];
  if (!module) throw new Error(`No route module ${PUBLIC_PAGE_REGISTRY[path].module} for ${path}`);
  return module.default;
}

type DocumentHead = { title: string; description: string; noindex?: boolean };

function PublicDocument({ title, description, noindex, children }: DocumentHead & { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14532d" />
        <link rel="icon" href={LOGO_DATA_URL} type="image/svg+xml" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="stylesheet" href={assets.stylesheet} />
      </head>
      <body>
        {children}
        <PageScript />
      </body>
    </html>
  );
}

/**
 * The page script (web/src/page-script), written into every page: a file would be one more
 * request, which Lighthouse's simulation charges to the largest paint (docs/decisions/010). The
 * Content-Security-Policy runs it by its hash (firebase.json; the build checks it). A module, so
 * it runs once the page is parsed, without holding it up.
 */
function PageScript() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: assets.pageScript }} />;
}

/**
 * After the page script, the inline scripts of the parts the page shows (the home slider, the
 * public forms' checks; docs/decisions/015): a part's script goes into a page whose HTML has the
 * part's marker attribute, which is what the script looks for. With the page script they are all
 * the JavaScript a public page has.
 */
function withPartScripts(html: string): string {
  const scripts = assets.partScripts
    .filter(({ marker }) => html.includes(` ${marker}=`))
    .map(({ code }) => `<script type="module">${code}</script>`);
  return html.replace('</body>', `${scripts.join('')}</body>`);
}

/**
 * A complete HTML document: the head, the public layout around the body, and the page's scripts;
 * throws when it cannot be rendered (it is then never published).
 */
function renderDocument(location: string, content: SiteContent, today: string, head: DocumentHead, body: ReactNode): string {
  const html = withPartScripts(
    renderToString(
      <StaticRouter location={location}>
        <PublishedSiteProvider value={{ content, today }}>
          <PublicDocument {...head}>
            <PublicLayout>{body}</PublicLayout>
          </PublicDocument>
        </PublishedSiteProvider>
      </StaticRouter>,
    ),
  );
  assertNoInlineScriptsBut(html, [assets.pageScript, ...assets.partScripts.map(({ code }) => code)]);
  return `<!DOCTYPE html>${html}`;
}

/** A page of the applications list after the first renders as the list, which reads its page from the path. */
function renderPublicPage(path: PublishedPath, content: SiteContent, today: string): string {
  const listPage = applicationsPageOf(path);
  const page: PublicPath = listPage ? APPLICATIONS_PATH : (path as PublicPath);
  if (!Object.hasOwn(PUBLIC_PAGE_REGISTRY, page)) throw new Error(`${path} is not a public page`);
  const Page = pageComponent(page);
  const title = listPage && listPage > 1 ? `${PUBLIC_PAGES[page]}, page ${listPage}` : PUBLIC_PAGES[page];
  const head = {
    title: documentTitle(title, content.settings.shortName),
    description: PUBLIC_PAGE_REGISTRY[page].description(content),
  };
  return renderDocument(path, content, today, head, <Page />);
}

/**
 * The page of one development application (docs/consultations.md), at /applications/{id}: from the
 * development's document and its comment window's, in `content` (the home page's table and
 * /rezoning link to it).
 */
function renderApplicationPage(development: Development, content: SiteContent, today: string): string {
  const window = content.consultations.find((w) => w.developmentId === development.id) ?? null;
  const head = {
    title: documentTitle(development.projectTitle, content.settings.shortName),
    description: `${development.projectTitle}: the development application, its status${window ? ', and how to comment on it' : ''}.`,
  };
  return renderDocument(
    applicationPath(development.id),
    content,
    today,
    head,
    <ApplicationPage development={development} window={window} />,
  );
}

/** Rendered at a path no link points to, so no menu item shows as the current page. */
function renderNotFoundPage(content: SiteContent, today: string): string {
  const head = { title: documentTitle(NOT_FOUND_TITLE, content.settings.shortName), description: NOT_FOUND_DESCRIPTION, noindex: true };
  return renderDocument('/404', content, today, head, <PageNotFound />);
}

/**
 * A page the function renders per request (the unsubscribe page, say), never published. The
 * layout shows only the settings (header and footer), so they are all the function loads.
 */
function renderFunctionPage(page: FunctionPage, { settings, today }: FunctionPageSite): string {
  const head = { title: documentTitle(page.title, settings.shortName), description: page.description, noindex: true };
  return renderDocument('/mail', { ...SEED_SITE_CONTENT, settings }, today, head, <FunctionPageBody page={page} />);
}

/** The downloaded copy's own few styles: it is read offline, where the site's stylesheet is not. */
const DATA_DOCUMENT_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#111827;max-width:48rem;margin:2rem auto;padding:0 1rem}h1,h2{color:#14532d}dt{font-weight:bold;margin-top:.5rem}dd{margin:0 0 0 1rem;white-space:pre-line}li{margin:.25rem 0}';

/**
 * A member's data (My membership's download) as a file of its own: the same sections as the page
 * that shows it, with no layout, stylesheet or script to fetch, so it reads the same offline.
 */
function renderDataDocument(page: PortalDataPage): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${page.title}: ${page.data.member.firstName} ${page.data.member.lastName}`}</title>
        <style dangerouslySetInnerHTML={{ __html: DATA_DOCUMENT_STYLE }} />
      </head>
      <body>
        <h1>{`${page.data.association.name}: your data`}</h1>
        <MemberDataBody data={page.data} />
      </body>
    </html>,
  )}`;
}

/** What the build and the functions use; typed by the contract, which the functions see. */
export const renderer: PublicSiteRenderer = {
  renderPublicPage,
  renderApplicationPage,
  renderNotFoundPage,
  renderFunctionPage,
  renderDataDocument,
  pagesShowing,
  assets,
};
