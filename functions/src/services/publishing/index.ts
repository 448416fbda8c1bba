/**
 * The public pages rendered from stored content and published to Hosting (docs/decisions/008),
 * and the pages the function renders per request (contract/src/function-pages.ts).
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { FUNCTION_PAGE_HEADERS, renderDataDocument, renderFunctionPage } from './function-pages';
export { hostingPublisher } from './hosting-publisher';
export { type Publisher } from './publisher';
export { checkPublishedSite, runPublish } from './publishing';
export { loadRenderer } from './renderer';
