import { logger } from 'firebase-functions';
import type { ContentKind, PublishProblem, PublishStatus } from '@roca/contract/publishing';
import { FUNCTIONS_REGION } from '@roca/contract/site';
import { PUBLISHING_COLLECTION, db, functionsAdmin } from '../../lib/firebase';

/**
 * Asking for a publish and following it (docs/decisions/008, docs/content.md): what was asked for
 * under which request number, and what the last publish covered, in one state document. The
 * publish itself (publishing.ts) runs in the task function the queue calls.
 */

/** What a request asks to re-render: kinds of content, or every page. */
export type PublishScope = ContentKind | 'everything';

export type PublishState = {
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
  /** The day (in the site's time zone) of the last publish that rendered every page. */
  renderedOn: string | null;
  publishedAt: string | null;
  /** Why the latest run failed, and the request it was publishing; cleared by the next one that succeeds. */
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

export const stateDoc = () => db.collection(PUBLISHING_COLLECTION).doc('site');

/** The state as stored (read in a transaction, or on its own), every field filled. */
export const stateOf = (data: unknown): PublishState => ({ ...EMPTY_STATE, ...(data as Partial<PublishState> | undefined) });

export async function readState(): Promise<PublishState> {
  return stateOf((await stateDoc().get()).data());
}

/** The task queue of the publishSite function (index.ts). */
const PUBLISH_QUEUE = `locations/${FUNCTIONS_REGION}/functions/publishSite`;
/** Long enough to render every page and copy every file to Hosting. */
const PUBLISH_DEADLINE_SECONDS = 300;

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
 * Asks for a publish, and queues it: it records what changed under a new request number and
 * queues a task. A staff change asks after it is stored (services/core/staff-changes.ts). It never
 * fails the caller: if the queue cannot be reached, the failure is shown in the publish status and
 * the scheduled check (checkPublishedSite) queues it again. Returns the request number.
 */
export async function requestPublish({ reason, kinds = [], everything = false, liveReplaced = false }: PublishRequest): Promise<number> {
  const scopes: PublishScope[] = everything || liveReplaced ? ['everything'] : [...kinds];
  const id = await db.runTransaction(async (tx) => {
    const state = stateOf((await tx.get(stateDoc())).data());
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
