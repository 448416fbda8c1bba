import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { API_MEMORY } from '../../functions/src/instance';
import { formatTable } from './format-table';

/**
 * How much memory one request body costs the function before the app can refuse it
 * (docs/security.md, "Body size"). In production the Functions Framework parses every body of up
 * to 32 MB (the platform's request limit) before the function runs; the app then answers 413.
 * Each measurement starts a fresh process holding the built function behind the same parsers
 * (body-memory-child.mjs), sends one body, and reads the process's peak resident memory. Cloud
 * Run stops an instance whose memory goes over its limit, and V8 stops at its heap limit
 * (NODE_OPTIONS in functions/.env), whichever comes first.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FUNCTION_BUNDLE = join(ROOT, 'functions/lib/index.js');
const MiB = 2 ** 20;
/** Cloud Run's request size limit for 2nd gen functions, which the Framework's parsers take in full. */
const PLATFORM_MAX_BODY = 32 * MiB;

/** The memory of an `api` instance, in MiB (functions/src/instance.ts). */
export function memoryMiB(): number {
  const match = /^(\d+)(MiB|GiB)$/.exec(API_MEMORY);
  if (!match) throw new Error(`Cannot read the function memory ${API_MEMORY}`);
  return Number(match[1]) * (match[2] === 'GiB' ? 1024 : 1);
}

/** The V8 heap limit the function runs with: --max-old-space-size in functions/.env's NODE_OPTIONS. */
export function configuredHeapMiB(): number {
  const env = readFileSync(join(ROOT, 'functions/.env'), 'utf8');
  const match = /^NODE_OPTIONS=.*--max-old-space-size=(\d+)/m.exec(env);
  if (!match) throw new Error('functions/.env sets no --max-old-space-size in NODE_OPTIONS');
  return Number(match[1]);
}

type Shape = { name: string; contentType: string; make: (bytes: number) => Buffer };

/** The costliest bodies per byte: JSON of many empty objects (about 70 bytes of heap per 3 bytes sent). */
const SHAPES: Shape[] = [
  { name: '[{},{},...]', contentType: 'application/json', make: (bytes) => repeated('[', '{},', '{}]', bytes) },
  { name: '[0,0,...]', contentType: 'application/json', make: (bytes) => repeated('[', '0,', '0]', bytes) },
  { name: 'form a=x&a=x...', contentType: 'application/x-www-form-urlencoded', make: (bytes) => repeated('', 'a=x&', 'a=x', bytes) },
];

function repeated(head: string, item: string, tail: string, bytes: number): Buffer {
  const count = Math.max(0, Math.floor((bytes - head.length - tail.length) / item.length));
  return Buffer.from(head + item.repeat(count) + tail);
}

export type BodyMeasurement = { shape: string; bytes: number; status: number | 'crashed'; peakRssBytes: number };

/** Sends one body to a fresh function process; resolves with its answer and peak memory. */
function measure(shape: Shape, bytes: number, heapMiB: number): Promise<BodyMeasurement> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(join(import.meta.dirname, 'body-memory-child.mjs'), [FUNCTION_BUNDLE], {
      execArgv: [`--max-old-space-size=${heapMiB}`],
      env: { ...process.env, GCLOUD_PROJECT: 'demo-roca', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let status: number | 'crashed' = 'crashed';
    let peakRssBytes = 0;
    const finish = () => resolvePromise({ shape: shape.name, bytes, status, peakRssBytes });
    child.once('exit', finish);
    child.once('error', reject);
    child.on('message', (message: { port?: number; maxRssBytes?: number }) => {
      if (message.maxRssBytes !== undefined) {
        peakRssBytes = message.maxRssBytes;
        child.kill();
        return;
      }
      if (message.port === undefined) return;
      const body = shape.make(bytes);
      const req = request(
        {
          host: '127.0.0.1',
          port: message.port,
          method: 'POST',
          path: '/api/analytics/track',
          headers: { 'content-type': shape.contentType },
        },
        (res) => {
          res.resume();
          res.once('end', () => {
            status = res.statusCode ?? 0;
            child.send('report');
          });
        },
      );
      // A crashed instance drops the connection; the exit handler reports it.
      req.once('error', () => undefined);
      req.end(body);
    });
  });
}

const BODY_SIZES_MIB = [1, 2, 4, 8, 16, 24, 32];

/** Every shape at every size, in a process whose heap limit is `heapMiB`. */
export async function measureBodies(heapMiB: number, sizesMiB = BODY_SIZES_MIB, shapes = SHAPES): Promise<BodyMeasurement[]> {
  const results: BodyMeasurement[] = [];
  for (const shape of shapes) {
    for (const mib of sizesMiB) results.push(await measure(shape, Math.min(mib * MiB, PLATFORM_MAX_BODY), heapMiB));
  }
  return results;
}

/** The costliest body the platform lets through: 32 MB of `[{},{},...]`. */
export const measureWorstBody = (heapMiB: number) => measureBodies(heapMiB, [PLATFORM_MAX_BODY / MiB], [SHAPES[0]]).then(([r]) => r);

/** The largest body of each shape that an instance of `memoryMiB` answers without being stopped. */
export function largestSurvived(results: BodyMeasurement[], memoryMiB: number): Map<string, number> {
  const largest = new Map<string, number>();
  for (const r of results) {
    const survived = r.status !== 'crashed' && r.peakRssBytes <= memoryMiB * MiB;
    if (survived && r.bytes > (largest.get(r.shape) ?? 0)) largest.set(r.shape, r.bytes);
  }
  return largest;
}

export function formatBodyTable(results: BodyMeasurement[], memoriesMiB: number[]): string {
  return formatTable([
    ['body', 'MB', 'answer', 'peak RSS MB', ...memoriesMiB.map((m) => `fits ${m} MiB`)],
    ...results.map((r) => [
      r.shape,
      String(r.bytes / MiB),
      String(r.status),
      r.status === 'crashed' ? '-' : String(Math.round(r.peakRssBytes / MiB)),
      ...memoriesMiB.map((m) => (r.status !== 'crashed' && r.peakRssBytes <= m * MiB ? 'yes' : 'NO')),
    ]),
  ]);
}
