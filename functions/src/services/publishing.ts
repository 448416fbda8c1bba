import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import type { SiteContent } from '@roca/contract/content/site-content';
import type { SiteFile, SiteFileSlot } from '@roca/contract/content/site-files';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import {
  NOT_FOUND_PAGE_FILE,
  publicPageFile,
  todayInVancouver,
  type ContentKind,
  type PublishProblem,
  type PublishStatus,
} from '@roca/contract/publishing';
import { PUBLISHING_COLLECTION, db, functionsAdmin } from '../lib/firebase';
import { publisher } from '../publishing/select-publisher';
import type { FileToPublish } from '../publishing/publisher';
import { loadRenderer } from '../publishing/renderer';
import { objectStore } from '../storage/select-store';
import { pageProblem, withoutUnpublishableItems } from './publish-problems';
import { loadSiteContent } from './site-content';

/**
 * Publishing the public pages from stored content (docs/decisions/008, docs/content.md).
 *
 * A save calls requestPublish: it records what changed under a new request number and queues a
 * task. The task function (publishSite in index.ts) runs runPublish, one at a time
 * (maxConcurrentDispatches 1), retried by the queue when it fails. Each run reads the stored
 * content anew, so it publishes every save counted before it started; a run that finds its
 * request already covered by an earlier one does nothing. Only files whose bytes changed are
 * published. One bad item never stops a publish (publish-problems.ts): an item today's checks
 * refuse is left out of the pages, a page that still fails to render stays live as it was, the
 * rest goes live, and the status names what was left out. A run that fails as a whole (Hosting or
 * the database cannot be reached) changes nothing live and is retried by the queue.
 */

/** What a request asks to re-render: kinds of content, or every page. */
type PublishScope = ContentKind | 'everything';

type PublishState = {
  /** Number of the latest request (milliseconds since 1970, or one more than the last). */
  requested: number;
  /** The latest request a successful publish covered. */
  published: number;
  /** For each scope asked for: the latest request that asked. */
  pending: Partial<Record<PublishScope, number>>;
  /** Path -> SHA-256 of the bytes live there, for what publishing wrote (the build's own files are not listed). */
  liveHashes: Record<string, string>;
  /** The Hosting version the last publish released; null locally. */
  liveVersion: string | null;
  /** The day (America/Vancouver) of the last publish that rendered every page. */
  renderedOn: string | null;
  publishedAt: string | null;
  /** Why the latest run failed as a whole, and the request it was publishing; cleared by the next one that succeeds. */
  error: string | null;
  failedRequest: number;
  /** Items the latest run left out of the pages (all content is checked on every run). */
  itemProblems: PublishProblem[];
  /** Pages whose latest render failed, by path; a run that renders a page again replaces its entry. */
  pageProblems: Record<string, PublishProblem>;
};

const EMPTY_STATE: PublishState = {
  requested: 0,
  published: 0,
  pending: {},
  liveHashes: {},
  liveVersion: null,
  renderedOn: null,
  publishedAt: null,
  error: null,
  failedRequest: 0,
  itemProblems: [],
  pageProblems: {},
};

const stateDoc = () => db.collection(PUBLISHING_COLLECTION).doc('site');

async function readState(): Promise<PublishState> {
  return { ...EMPTY_STATE, ...((await stateDoc().get()).data() as Partial<PublishState> | undefined) };
}

/** The task queue of the publishSite function (index.ts). */
const PUBLISH_QUEUE = 'locations/us-central1/functions/publishSite';
/** Long enough to render every page and copy every file to Hosting. */
const PUBLISH_DEADLINE_SECONDS = 300;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export type PublishRequest = {
  /** Shown in the logs: what asked for this publish. */
  reason: string;
  /** The content a save changed; the pages that show it are re-rendered. */
  kinds?: readonly ContentKind[];
  /** Re-render every page (a new day, a deploy, a restore). */
  everything?: boolean;
  /** The live site was replaced by the build's pages (a deploy, a fresh local stack): republish every file. */
  liveReplaced?: boolean;
};

/**
 * Asks for a publish after a save, and queues it. Call it after the save has been stored; it
 * never fails the save: if the queue cannot be reached, the failure is shown in the publish
 * status and the scheduled check (checkPublishedSite) queues it again. Returns the request number.
 */
export async function requestPublish({ reason, kinds = [], everything = false, liveReplaced = false }: PublishRequest): Promise<number> {
  const scopes: PublishScope[] = everything || liveReplaced ? ['everything'] : [...kinds];
  const id = await db.runTransaction(async (tx) => {
    const state = { ...EMPTY_STATE, ...((await tx.get(stateDoc())).data() as Partial<PublishState> | undefined) };
    const next = Math.max(state.requested + 1, Date.now());
    const changes: Partial<PublishState> = {
      requested: next,
      pending: { ...state.pending, ...Object.fromEntries(scopes.map((scope) => [scope, next])) },
    };
    if (liveReplaced) changes.liveHashes = {};
    tx.set(stateDoc(), changes, { merge: true });
    return next;
  });
  try {
    await functionsAdmin.taskQueue(PUBLISH_QUEUE).enqueue({ request: id, reason }, { dispatchDeadlineSeconds: PUBLISH_DEADLINE_SECONDS });
    logger.info('publish requested', { request: id, reason, scopes });
  } catch (err) {
    const error = `Could not queue the publish: ${(err as Error).message}`;
    logger.error(error, { request: id, reason });
    await stateDoc().set({ error, failedRequest: id }, { merge: true });
  }
  return id;
}

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
      hash = sha256(bytes);
    }
    const path = publishedFilePath(slot, stored, hash);
    files[slot] = { ...file, url: path };
    paths.push(path);
    if (liveHashes[path] !== undefined) continue;
    bytes ??= await objectStore().readBytes(stored.objectPath);
    if (sha256(bytes) !== hash) throw new Error(`The stored ${slot} file does not match its recorded SHA-256`);
    copies.push({ path, bytes });
  }
  return { content: { ...content, files }, copies, paths };
}

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
      const now = { ...EMPTY_STATE, ...((await tx.get(stateDoc())).data() as Partial<PublishState> | undefined) };
      tx.set(stateDoc(), { published: Math.max(now.published, target), error: null }, { merge: true });
    });
    return { request: target, upToDate: true };
  }
  try {
    const renderer = await loadRenderer();
    const today = todayInVancouver();
    const everything = scopes.includes('everything');
    const paths = everything ? PUBLIC_PATHS : renderer.pagesShowing(scopes.filter((scope) => scope !== 'everything'));
    const checked = withoutUnpublishableItems(await loadSiteContent());
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
    // The 404 page shows only what every page shows (the settings in its header and footer).
    if (everything || scopes.includes('settings')) {
      try {
        pages.push({ path: NOT_FOUND_PAGE_FILE, bytes: Buffer.from(renderer.renderNotFoundPage(content, today)) });
      } catch (err) {
        // Every other page shows the same header and footer, and names the problem.
        logger.error('the 404 page could not be rendered', { request: target, error: (err as Error).message });
      }
    }
    const changed = [...pages, ...copies].filter((file) => state.liveHashes[file.path] !== sha256(file.bytes));
    // Files of earlier versions that no page links to any more.
    const removed = Object.keys(state.liveHashes).filter((path) => path.startsWith(PUBLISHED_FILES_DIR) && !filePaths.includes(path));

    let liveVersion = state.liveVersion;
    if (changed.length > 0 || removed.length > 0) liveVersion = (await publisher().publish(changed, { remove: removed })).version;

    await db.runTransaction(async (tx) => {
      const now = { ...EMPTY_STATE, ...((await tx.get(stateDoc())).data() as Partial<PublishState> | undefined) };
      const liveHashes = { ...now.liveHashes, ...Object.fromEntries(changed.map((file) => [file.path, sha256(file.bytes)])) };
      for (const path of removed) delete liveHashes[path];
      // Scopes asked for again since this run read the state stay open for the next run.
      const pending = Object.fromEntries(Object.entries(now.pending).filter(([, id]) => id > target));
      const stillFailing = Object.entries({ ...now.pageProblems, ...pageProblems }).filter(([, problem]) => problem);
      tx.update(stateDoc(), {
        published: Math.max(now.published, target),
        pending,
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
 * Waits until a publish has covered this request (or one after it), or one that covered it has
 * failed; for scripts and tests, which queue a publish and need it live before they go on. The
 * status holds the technical detail: scripts print it.
 */
export async function waitForPublish(request: number, { timeoutMs = 60_000 } = {}): Promise<PublishStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await readState();
    if (state.published >= request || (state.error && state.failedRequest >= request)) return publishStatus({ withDetail: true });
    if (Date.now() > deadline) throw new Error(`No publish covered request ${request} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What every staff member reads when a publish failed as a whole; the technical reason is for Admin and Super. */
const FAILED = 'The public pages could not be published, so visitors still see them as they were';

/**
 * GET /api/publish-status. `withDetail` (staff who can change content) adds the technical reasons:
 * a Read Only member sees that a publish failed, and what was left out, never a library's message.
 */
export async function publishStatus({ withDetail }: { withDetail: boolean }): Promise<PublishStatus> {
  const state = await readState();
  const problems = [...state.itemProblems, ...Object.values(state.pageProblems)].map(({ detail, ...problem }) =>
    withDetail && detail ? { ...problem, detail } : problem,
  );
  const status: PublishStatus = state.error
    ? { state: 'failed', publishedAt: state.publishedAt, error: FAILED, ...(withDetail ? { detail: state.error } : {}) }
    : { state: state.requested > state.published ? 'publishing' : 'idle', publishedAt: state.publishedAt };
  return problems.length ? { ...status, problems } : status;
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
