import { figureGroup, median, percentile, readsByCollection, untilQuiet, type Bench } from './bench';

/** Calls of each list: 20 (docs/performance.md, "Scale"), fewer when a list takes longer than this in all (at least 3). */
const CALLS = 20;
const MIN_CALLS = 3;
const TIME_BUDGET_MS = 90_000;

/**
 * The first page of each staff list, as its screen asks for it (web/src/lib/queries), through
 * Hosting with an Admin's token: median and p95 of 20 calls, the reads per call, the emulator's
 * own time per call, and the size of the answer. Today most lists have no pages: the first page is
 * the whole list. There is no list of payments: they are inside the members (the register, and its
 * export, is GET /api/members); the Joins screen lists the joins paid or to be paid online.
 */
const lists = (bench: Bench): [string, string][] => [
  ['developments', '/api/developments'],
  ['event alerts', '/api/events'],
  ['calendar events', '/api/calendar-events'],
  ['members (the register and its export)', `/api/members?year=${bench.year}`],
  ['member counts (Control Panel, Members)', `/api/members/summary?date=${bench.today}`],
  ['joins (payments online)', '/api/joins'],
  ['mail: sends', '/api/mail/sends'],
  ['mail: log', '/api/mail/log?limit=100'],
  ['audit log', '/api/audit?limit=50'],
  ['subscribers (export)', '/api/subscribers'],
  ['subscriber counts (Developments)', '/api/subscribers/summary'],
  ['analytics: records', '/api/analytics'],
  ['analytics: 30 days', '/api/analytics/daily'],
  ['users (Control Panel)', '/api/users'],
];

export async function measureStaffLists(bench: Bench) {
  const { add, figures } = figureGroup('staff lists: first page');
  for (const [name, path] of lists(bench)) {
    const times: number[] = [];
    const before = bench.counter.snapshot();
    let bytes = 0;
    const started = performance.now();
    try {
      while (times.length < CALLS && (times.length < MIN_CALLS || performance.now() - started < TIME_BUDGET_MS)) {
        const answer = await bench.client.call('GET', path);
        times.push(answer.ms);
        bytes = answer.bytes;
      }
    } catch (err) {
      // A list that fails (Hosting gives up on a function after 60 s) is a figure too; the run goes on.
      const reads = bench.counter.since(before);
      const failure = `${(err as Error).message.split(':')[0]} after ${((performance.now() - started) / 1000).toFixed(0)} s (${times.length} calls answered before)`;
      console.log(`    ${name}: ${failure}`);
      add(`${name}: median`, null, 'ms', failure);
      add(`${name}: reads per call`, reads.reads / (times.length + 1), 'count', `reads from ${readsByCollection(reads)}`);
      await untilQuiet(bench);
      continue;
    }
    const reads = bench.counter.since(before);
    const calls = times.length;
    console.log(`    ${name}: ${calls} calls, median ${Math.round(median(times))} ms`);
    const note = `${calls} calls; reads from ${readsByCollection(reads)}`;
    add(`${name}: median`, median(times), 'ms', calls < CALLS ? note : undefined);
    add(`${name}: p95`, percentile(times, 0.95), 'ms');
    add(`${name}: reads per call`, reads.reads / calls, 'count', calls < CALLS ? undefined : note);
    add(`${name}: emulator time per call`, reads.emulatorMs / calls, 'ms');
    add(`${name}: answer`, bytes / 1024, 'KB');
  }
  return figures;
}
