import { logger } from 'firebase-functions';
import type { SiteContent } from '@roca/contract/content/site-content';
import type { SiteFile, SiteFileSlot } from '@roca/contract/content/site-files';
import {
  APPLICATIONS_PATH,
  applicationIdOf,
  applicationPath,
  applicationsPageOf,
  withApplicationsPages,
} from '@roca/contract/applications';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import {
  APPLICATION_PAGE_CONTENT,
  NOT_FOUND_PAGE_FILE,
  applicationPageFile,
  publicPageFile,
  type PublishProblem,
} from '@roca/contract/publishing';
import { todayInVancouver } from '@roca/contract/days';
import { db } from '../../lib/firebase';
import { sha256Hex } from '../../lib/sha256';
import { publisher } from './select-publisher';
import type { FileToPublish } from './publisher';
import { loadRenderer } from './renderer';
import { objectStore } from '../../storage/select-store';
import { pageProblem, withoutUnpublishableItems } from './publish-problems';
import { readState, requestPublish, stateDoc, stateOf, type PublishScope, type PublishState } from '../core';
import { loadSiteContent } from '../content';
import { STAFF_PATHS } from '@roca/contract/staff-paths';

/**
 * Publishing the public pages from stored content (docs/decisions/008, docs/content.md).
 *
 * A staff change asks for a publish once it is stored (requestPublish, publish-queue.ts), which
 * queues a task. The task function (publishSite in index.ts) runs runPublish, one at a time
 * (maxConcurrentDispatches 1), retried by the queue when it fails. Each run reads the stored
 * content anew, so it publishes every save counted before it started; a run that finds its
 * request already covered by an earlier one does nothing. Only files whose bytes changed are
 * published. One bad item never stops a publish (publish-problems.ts): an item today's checks
 * refuse is left out of the pages, a page that still fails to render stays live as it was, the
 * rest goes live, and the status names what was left out. A run that fails as a whole (Hosting or
 * the database cannot be reached) changes nothing live and is retried by the queue.
 */

/** The file extension a stored file is published under, by its checked content type. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Files staff replaced (PDFs, maps, slides) are published into the site at a path named by their
 * content, /files/<slot>-<hash>.<ext>: a page links to the file it was rendered with, and a browser
 * or the CDN never serves an old file under a new page. The shipped files stay where they are.
 */
const PUBLISHED_FILES_DIR = '/files/';

function publishedFilePath(slot: SiteFileSlot, file: SiteFile & { objectPath: string }, hash: string) {
  const extension = EXTENSIONS[file.contentType];
  if (!extension) throw new Error(`The ${slot} file has a content type publishing does not know: ${file.contentType}`);
  return `${PUBLISHED_FILES_DIR}${slot}-${hash.slice(0, 16)}.${extension}`;
}

/**
 * The content with each replaced file pointing at its published path, and the bytes of the
 * replaced files that are not live yet (read from the object store only then).
 */
async function withPublishedFiles(content: SiteContent, liveHashes: Record<string, string>) {
  const files = { ...content.files };
  const copies: FileToPublish[] = [];
  const paths: string[] = [];
  for (const [slot, file] of Object.entries(content.files) as [SiteFileSlot, SiteFile][]) {
    if (!file.objectPath) continue;
    const stored = { ...file, objectPath: file.objectPath };
    let bytes: Buffer | undefined;
    let hash = file.sha256;
    if (!hash) {
      bytes = await objectStore().readBytes(stored.objectPath);
      hash = sha256Hex(bytes);
    }
    const path = publishedFilePath(slot, stored, hash);
    files[slot] = { ...file, url: path };
    paths.push(path);
    if (liveHashes[path] !== undefined) continue;
    bytes ??= await objectStore().readBytes(stored.objectPath);
    if (sha256Hex(bytes) !== hash) throw new Error(`The stored ${slot} file does not match its recorded SHA-256`);
    copies.push({ path, bytes });
  }
  return { content: { ...content, files }, copies, paths };
}

/** A published file of the applications list after its first page: /applications/page/3/index.html. */
const isApplicationsPageFile = (file: string) => (applicationsPageOf(file.replace(/\/index\.html$/, '')) ?? 1) > 1;

/** A published file of one application's page: /applications/{id}/index.html (never a list page's). */
const isApplicationPageFile = (file: string) =>
  file.endsWith('/index.html') && applicationIdOf(file.replace(/\/index\.html$/, '')) !== null;

/** The scopes of `state.pending` no successful publish has covered yet. */
const openScopes = (state: PublishState) =>
  (Object.entries(state.pending) as [PublishScope, number][]).filter(([, id]) => id > state.published).map(([scope]) => scope);

export type PublishOutcome = { request: number; published: string[]; removed: string[] } | { request: number; upToDate: true };

/**
 * One publish: what the task function runs. Throws when it fails (the queue then retries it),
 * after recording the error for the publish status; the live site is then unchanged.
 */
export async function runPublish(): Promise<PublishOutcome> {
  const state = await readState();
  const target = state.requested;
  const scopes = openScopes(state);
  if (scopes.length === 0) {
    // An earlier run already published everything this request asked for.
    await db.runTransaction(async (tx) => {
      const now = stateOf((await tx.get(stateDoc())).data());
      tx.set(stateDoc(), { published: Math.max(now.published, target), error: null }, { merge: true });
    });
    return { request: target, upToDate: true };
  }
  try {
    const renderer = await loadRenderer();
    const today = todayInVancouver();
    const everything = scopes.includes('everything');
    const checked = withoutUnpublishableItems(await loadSiteContent());
    const pagesToRender = everything ? PUBLIC_PATHS : renderer.pagesShowing(scopes.filter((scope) => scope !== 'everything'));
    // The applications list takes as many pages as the updates fill (contract/src/applications.ts).
    const paths = withApplicationsPages(pagesToRender, checked.content.developments.length);
    const { content, copies, paths: filePaths } = await withPublishedFiles(checked.content, state.liveHashes);
    // Every page is rendered before anything is published; one that fails stays live as it was.
    const pages: FileToPublish[] = [];
    const pageProblems: Record<string, PublishProblem | null> = {};
    for (const path of paths) {
      try {
        pages.push({ path: publicPageFile(path), bytes: Buffer.from(renderer.renderPublicPage(path, content, today)) });
        pageProblems[path] = null;
      } catch (err) {
        pageProblems[path] = pageProblem(path, renderer, err);
        logger.error('a page could not be rendered', { request: target, path, error: pageProblems[path].detail });
      }
    }
    // Each development application's page (docs/consultations.md), when what it shows changed.
    const applicationFiles = content.developments.map((development) => applicationPageFile(applicationPath(development.id)));
    if (everything || scopes.some((scope) => (APPLICATION_PAGE_CONTENT as readonly string[]).includes(scope))) {
      for (const development of content.developments) {
        const path = applicationPath(development.id);
        try {
          pages.push({ path: applicationPageFile(path), bytes: Buffer.from(renderer.renderApplicationPage(development, content, today)) });
          pageProblems[path] = null;
        } catch (err) {
          pageProblems[path] = {
            item: `The page of "${development.projectTitle}" (${path})`,
            reason: 'It could not be rendered',
            screen: STAFF_PATHS.developments,
            detail: (err as Error).message,
          };
          logger.error('a page could not be rendered', { request: target, path, error: (err as Error).message });
        }
      }
    }
    // The 404 page shows only what every page shows (the settings in its header and footer).
    if (everything || scopes.includes('settings')) {
      try {
        pages.push({ path: NOT_FOUND_PAGE_FILE, bytes: Buffer.from(renderer.renderNotFoundPage(content, today)) });
      } catch (err) {
        // Every other page shows the same header and footer, and names the problem.
        logger.error('the 404 page could not be rendered', { request: target, error: (err as Error).message });
      }
    }
    const changed = [...pages, ...copies].filter((file) => state.liveHashes[file.path] !== sha256Hex(file.bytes));
    // Files of earlier versions that no page links to any more, the list's pages the updates no
    // longer fill, and the pages of development updates deleted since.
    const removed = Object.keys(state.liveHashes).filter(
      (path) =>
        (path.startsWith(PUBLISHED_FILES_DIR) && !filePaths.includes(path)) ||
        (isApplicationsPageFile(path) && paths.includes(APPLICATIONS_PATH) && !paths.some((page) => publicPageFile(page) === path)) ||
        (isApplicationPageFile(path) && !applicationFiles.includes(path)),
    );

    let liveVersion = state.liveVersion;
    if (changed.length > 0 || removed.length > 0) liveVersion = (await publisher().publish(changed, { remove: removed })).version;

    await db.runTransaction(async (tx) => {
      const now = stateOf((await tx.get(stateDoc())).data());
      const liveHashes = { ...now.liveHashes, ...Object.fromEntries(changed.map((file) => [file.path, sha256Hex(file.bytes)])) };
      for (const path of removed) delete liveHashes[path];
      // `pending` is not written: a scope asked for since this run read the state has a number
      // above `target`, so it stays open for the next run. Rewriting the map from this read lost
      // such a request on the local stack, whose Firestore emulator does not isolate transactions
      // (docs/decisions/001): the next run then found nothing open, called the request published,
      // and an application's page showed its window only after some later publish.
      const stillFailing = Object.entries({ ...now.pageProblems, ...pageProblems }).filter(([, problem]) => problem);
      tx.update(stateDoc(), {
        published: Math.max(now.published, target),
        liveHashes,
        liveVersion,
        renderedOn: everything ? today : now.renderedOn,
        publishedAt: new Date().toISOString(),
        error: null,
        itemProblems: checked.problems,
        pageProblems: Object.fromEntries(stillFailing),
      });
    });
    if (checked.problems.length) logger.warn('items left off the public pages', { request: target, items: checked.problems.length });
    const outcome = { request: target, published: changed.map((file) => file.path), removed };
    logger.info('published', outcome);
    return outcome;
  } catch (err) {
    const error = (err as Error).message || String(err);
    logger.error('publish failed', { request: target, error });
    await stateDoc().set({ error, failedRequest: target }, { merge: true });
    throw err;
  }
}

/**
 * The scheduled check (republishSite in index.ts): republishes everything when the live site is
 * not the one publishing last released (a `firebase deploy` put the build's pages back), every
 * page on a new day (the calendar's "upcoming", the footer's year), and queues again a request
 * that no publish has covered (its queue gave up, or could not be reached).
 */
export async function checkPublishedSite(now = new Date()): Promise<string> {
  const state = await readState();
  const live = await publisher().liveVersion();
  if (live !== state.liveVersion) {
    await requestPublish({ reason: `the live version ${live} is not the one last published`, liveReplaced: true });
    return 'republishing everything: the live site was replaced';
  }
  if (state.renderedOn !== todayInVancouver(now)) {
    await requestPublish({ reason: 'a new day', everything: true });
    return 'republishing every page for a new day';
  }
  if (state.requested > state.published) {
    await requestPublish({ reason: 'a request no publish has covered yet' });
    return 'queued the unpublished request again';
  }
  return 'the published site is up to date';
}
