import type { RunningStack } from '../../lib/local-stack';
import type { SmtpInbox } from '../../lib/smtp-inbox';
import type { SiteClient } from './client';
import type { Figure } from './figures';
import type { ReadCounter, Reads } from '../../lib/firestore-reads';

/** What each part of the bench is given at one scale: the stack, its read counter, the SMTP server, a signed-in client. */
export type Bench = {
  stack: RunningStack;
  counter: ReadCounter;
  inbox: SmtpInbox;
  client: SiteClient;
  /** Today and this year, in Vancouver, as the site counts them. */
  today: string;
  year: number;
};

/** Runs `work` and returns what it returned, the reads it caused and its time. */
export async function measured<T>(bench: Bench, work: () => Promise<T>): Promise<{ result: T; reads: Reads; ms: number }> {
  const before = bench.counter.snapshot();
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started, reads: bench.counter.since(before) };
}

/** The figures of one group, added in the order they are measured. */
export function figureGroup(group: string) {
  const figures: Figure[] = [];
  return {
    figures,
    add: (name: string, value: number | null, unit: Figure['unit'], note?: string) =>
      figures.push({ group, name, value, unit, ...(note ? { note } : {}) }),
  };
}

/** The collections most of `reads` came from, for a note: "members 2,000, auditLog 1". */
export const readsByCollection = (reads: Reads, top = 3) =>
  Object.entries(reads.byCollection)
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([collection, count]) => `${collection} ${count.toLocaleString('en-CA')}`)
    .join(', ');

export const median = (values: number[]) => percentile(values, 0.5);

/** The nearest-rank percentile. */
export function percentile(values: number[], p: number) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the emulator has answered no read for two seconds (at most five minutes): after a
 * call Hosting gave up on, the function may still be reading, and its reads belong to no next figure.
 */
export async function untilQuiet(bench: Bench) {
  const deadline = Date.now() + 5 * 60_000;
  let last = bench.counter.snapshot().reads;
  do {
    await sleep(2_000);
    const now = bench.counter.snapshot().reads;
    if (now === last) return;
    last = now;
  } while (Date.now() < deadline);
}
