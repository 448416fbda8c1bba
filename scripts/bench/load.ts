import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { formatTable } from './format-table';

/** 32 concurrent connections, a fixed number of requests per target (BENCH_REQUESTS); docs/requirements.md, Performance. */
const CONNECTIONS = 32;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 500);
/** Slow answers are measured, not dropped: the emulator is far slower than Firestore. */
const TIMEOUT_SECONDS = 60;
const STORED_DEVELOPMENTS = 200;
/** One of the site's public pages: views of other paths count in the unknown-path bucket. */
const TRACKED_PATH = '/history';

/** `failed`: answers other than 2xx, connection errors and timeouts together. */
type LoadRow = { name: string; sent: number; ok: number; failed: number; reqPerSec: number; p50: number; p99: number };
export type LoadResult = { rows: LoadRow[]; storedViewCount: number; trackRequestsSent: number };

/**
 * The address of Firebase Hosting's CDN as the function sees it: in production each request
 * reaches the function as `X-Forwarded-For: <visitor>, <CDN>` (functions/src/lib/client-ip.ts).
 */
const HOSTING_CDN = '192.0.2.10';

/** Replaces the stored developments with `count` realistic ones (the public list returns them all). */
async function storeDevelopments(count: number) {
  const { db, COLLECTIONS } = await import('../../functions/src/lib/firebase');
  const collection = db.collection(COLLECTIONS.developments);
  const batch = db.batch();
  for (const doc of (await collection.get()).docs) batch.delete(doc.ref);
  for (let i = 0; i < count; i++) {
    batch.set(collection.doc(), {
      projectTitle: `Project ${i + 1}`,
      subTitle: `${(i % 40) + 4} units`,
      description: 'Rezoning application to replace two single-family lots with townhomes. '.repeat(4).trim(),
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      status: ['Under Review', 'Approved', 'Under Construction'][i % 3],
      link1: `https://example.org/applications/${i + 1}`,
      linkText1: 'Application details',
      attachments: [],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}

async function storedViewCount(path: string): Promise<number> {
  const { db, COLLECTIONS } = await import('../../functions/src/lib/firebase');
  const snap = await db.collection(COLLECTIONS.analytics).where('type', '==', 'page').where('path', '==', path).get();
  return snap.docs.reduce((sum, doc) => sum + Number(doc.get('viewCount') ?? 0), 0);
}

type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: string; manyClients?: boolean };

function load(url: string, target: Target): Promise<LoadRow> {
  let sent = 0;
  const options: autocannon.Options = {
    url: `${url}${target.path}`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: TIMEOUT_SECONDS,
    method: target.method,
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    // Each request from its own visitor address: the track endpoint limits calls per client,
    // and real page views come from many residents, not one machine.
    requests: target.manyClients
      ? [
          {
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent++ & 255}, ${HOSTING_CDN}`,
              },
            }),
          },
        ]
      : undefined,
  };
  return new Promise((resolve, reject) =>
    autocannon(options, (err, result) => {
      if (err) return reject(err);
      resolve({
        name: target.name,
        sent: result.requests.sent,
        ok: result['2xx'],
        failed: result.non2xx + result.errors + result.timeouts,
        reqPerSec: Math.round(result.requests.total / result.duration),
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    }),
  );
}

const TRACK: Target = {
  name: 'POST /api/analytics/track',
  method: 'POST',
  path: '/api/analytics/track',
  body: JSON.stringify({ type: 'page', path: TRACKED_PATH }),
  manyClients: true,
};

/** Loads each target in turn; the track run's requests are then compared with the stored count. */
async function loadTargets(url: string, targets: Target[]): Promise<LoadResult> {
  const viewsBefore = await storedViewCount(TRACKED_PATH);
  const rows: LoadRow[] = [];
  for (const target of targets) rows.push(await load(url, target));
  const trackRow = rows.find((row) => row.name === TRACK.name)!;
  return { rows, storedViewCount: (await storedViewCount(TRACKED_PATH)) - viewsBefore, trackRequestsSent: trackRow.sent };
}

const developmentsTarget = (): Target => ({
  name: `GET /api/developments (${STORED_DEVELOPMENTS} stored)`,
  method: 'GET',
  path: '/api/developments',
});

/**
 * The Express app of the `api` function in this process, on the Node Firestore emulator that
 * FIRESTORE_EMULATOR_HOST names, with the built site served by the same server for comparison.
 */
export async function runLoad(staticDir: string): Promise<LoadResult> {
  const { createApp } = await import('../../functions/src/app');
  await storeDevelopments(STORED_DEVELOPMENTS);
  const server = express().use(express.static(staticDir)).use(createApp()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await loadTargets(url, [
      { name: 'GET /index.html (static file)', method: 'GET', path: '/index.html' },
      developmentsTarget(),
      TRACK,
    ]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The same API calls the way production takes them: into the Hosting emulator at `siteUrl`,
 * whose rewrite hands them to the built function in the Functions emulator, where the
 * platform's body parsers and the function's own front door run first.
 */
export async function runLoadThroughHosting(siteUrl: string): Promise<LoadResult> {
  await storeDevelopments(STORED_DEVELOPMENTS);
  return loadTargets(siteUrl, [{ name: 'GET / (static page)', method: 'GET', path: '/' }, developmentsTarget(), TRACK]);
}

export function formatLoadTable({ rows }: LoadResult): string {
  const reference = rows[0];
  return formatTable([
    ['target', 'requests', '2xx', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs static'],
    ...rows.map((r) => [
      r.name,
      String(r.sent),
      String(r.ok),
      String(r.failed),
      String(r.reqPerSec),
      String(r.p50),
      String(r.p99),
      `${((r.reqPerSec / reference.reqPerSec) * 100).toFixed(1)}%`,
    ]),
  ]);
}

export { CONNECTIONS, REQUESTS };
