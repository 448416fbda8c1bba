import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Development } from '@roca/contract';
import type { PublicSiteRenderer } from '@roca/contract/publishing';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { ROOT, TEST_PORTS, publicDirOf } from '../../lib/stack-config';
import { figureGroup, measured, readsByCollection, sleep, type Bench } from './bench';

const { renderer } = createRequire(import.meta.url)(join(ROOT, 'web/dist/renderer/public-site.cjs')) as { renderer: PublicSiteRenderer };

/** The HTML files of the served site changed since `since` (ms): what a publish wrote. */
function filesWrittenSince(since: number) {
  const dir = publicDirOf(TEST_PORTS);
  const walk = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(path, entry.name)) : statSync(join(path, entry.name)).mtimeMs >= since ? [entry.name] : [],
    );
  return walk(dir).length;
}

/**
 * The publishing state (publishing/site), read from the emulator's memory rather than through it:
 * the bench's own polling must not count as the publish's reads.
 */
function publishState(bench: Bench) {
  const fields = bench.stack.documents(['publishing'])['publishing/site'] ?? {};
  const value = (name: string) => fields[name]?.value as string | undefined;
  return { published: Number(value('published') ?? 0), error: value('error') ?? null, failedRequest: Number(value('failedRequest') ?? 0) };
}

async function untilPublished(bench: Bench, request: number, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = publishState(bench);
    if (state.published >= request) return null;
    if (state.error && state.failedRequest >= request) return state.error;
    if (Date.now() > deadline) return `not published within ${timeoutMs / 60_000} minutes`;
    await sleep(250);
  }
}

/**
 * Publishing (docs/performance.md, "Scale"): every page after the load (as after a deploy or on a new day), then one
 * staff save of the newest development update, timed until the home page is served with it, with
 * the pages rendered and the documents read by each. The save goes through Hosting as the staff
 * app sends it, marked minor (no alert to subscribers).
 */
export async function measurePublishing(bench: Bench) {
  const { add, figures } = figureGroup('publishing');
  const { requestPublish } = await import('../../../functions/src/services/core');

  const startedAt = Date.now();
  const full = await measured(bench, async () =>
    untilPublished(bench, await requestPublish({ reason: 'bench:scale', everything: true }), 30 * 60_000),
  );
  add('full republish: time', full.result ? null : full.ms, 'ms', full.result ? `failed: ${full.result}` : undefined);
  add('full republish: pages rendered', PUBLIC_PATHS.length + 1, 'count');
  add('full republish: files written', filesWrittenSince(startedAt), 'count');
  add('full republish: documents read', full.reads.reads, 'count', readsByCollection(full.reads));

  const [newest] = JSON.parse((await bench.client.call('GET', '/api/developments')).text) as Development[];
  const marker = `Bench save ${Date.now()}`;
  const { id, attachments: _a, createdAt: _c, updatedAt: _u, ...fields } = newest;
  const savedAt = Date.now();
  const save = await measured(bench, () =>
    bench.client.call('PUT', `/api/developments/${id}`, {
      ...fields,
      description: `${marker}. ${fields.description}`.slice(0, 700),
      minor: true,
    }),
  );
  const served = await measured(bench, async () => {
    const deadline = Date.now() + 10 * 60_000;
    while (Date.now() < deadline) {
      if ((await (await fetch(`${bench.stack.url}/`)).text()).includes(marker)) return true;
      await sleep(100);
    }
    return false;
  });
  add(
    'one save: time until the home page shows it',
    served.result ? save.ms + served.ms : null,
    'ms',
    served.result ? undefined : 'not shown within 10 minutes',
  );
  add('one save: documents read by the save', save.reads.reads, 'count', readsByCollection(save.reads));
  add('one save: pages rendered', renderer.pagesShowing(['developments']).length, 'count');
  add('one save: files written', filesWrittenSince(savedAt), 'count');
  add('one save: documents read by its publish', served.reads.reads, 'count', readsByCollection(served.reads));
  return figures;
}
