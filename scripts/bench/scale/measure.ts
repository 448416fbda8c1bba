import { todayInVancouver } from '@roca/contract/days';
import type { RunningStack } from '../../lib/local-stack';
import type { SmtpInbox } from '../../lib/smtp-inbox';
import type { GeneratedYears } from '../../lib/years/generate';
import { YEARS_STAFF_PASSWORD } from '../../lib/years/staff';
import { figureGroup, type Bench } from './bench';
import { siteClient } from './client';
import type { Figure } from './figures';
import type { ReadCounter } from '../../lib/firestore-reads';
import { measureAnnouncement, measureRenewalReminders, measureVoterList } from './jobs';
import { measurePublicPages } from './public-pages';
import { measurePublishing } from './publishing';
import { measureStaffLists } from './staff-lists';
import { measureStaffScreens } from './staff-screens';

/** The Admin of the generated years the bench signs in as (scripts/lib/years/staff.ts). */
const ADMIN = 'years-president';

/** Every figure of the scale bench (docs/performance.md, "Scale") at one scale, on a stack that holds the generated years. */
export async function measureScale({
  stack,
  counter,
  inbox,
  load,
}: {
  stack: RunningStack;
  counter: ReadCounter;
  inbox: SmtpInbox;
  load: GeneratedYears;
}): Promise<Figure[]> {
  const data = figureGroup('data');
  data.add(
    'documents generated',
    Object.values(load.written).reduce((a, b) => a + b, 0),
    'count',
  );
  data.add('time to generate and store them', load.seconds, 's');
  // The emulator holds the data in this process: its heap is what the data costs in memory locally.
  (globalThis as { gc?: () => void }).gc?.();
  data.add('heap of the process holding the emulator', process.memoryUsage().heapUsed / 2 ** 20, 'MiB');
  const client = siteClient(stack.url);
  await client.signIn(ADMIN, YEARS_STAFF_PASSWORD);
  const today = todayInVancouver();
  const bench: Bench = { stack, counter, inbox, client, today, year: Number(today.slice(0, 4)) };
  // A part that fails is a finding too: it is reported in the table, and the other parts still run.
  const step = async (what: string, run: () => Promise<Figure[]>): Promise<Figure[]> => {
    const started = Date.now();
    try {
      return await run();
    } catch (err) {
      console.error(`  ${what} failed:`, err);
      return [{ group: what, name: 'failed', value: null, unit: 'count', note: (err as Error).message.split('\n')[0] }];
    } finally {
      console.log(`  ${what}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  };
  return [
    ...data.figures,
    ...(await step('publishing', () => measurePublishing(bench))),
    ...(await step('public pages', () => measurePublicPages(bench))),
    ...(await step('staff lists', () => measureStaffLists(bench))),
    ...(await step('staff screens', () => measureStaffScreens(bench, ADMIN))),
    ...(await step('jobs: voter list', () => measureVoterList(bench))),
    ...(await step('jobs: announcement', () => measureAnnouncement(bench))),
    ...(await step('jobs: renewal reminders', () => measureRenewalReminders(bench))),
  ];
}
