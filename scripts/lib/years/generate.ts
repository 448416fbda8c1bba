import { COLLECTIONS, db } from '../../../functions/src/lib/firebase';
import { ensureSiteContentSeeded, readSiteSettings } from '../../../functions/src/services/content';
import { generateEventAlerts } from './alerts';
import { generateAnalytics } from './analytics';
import { auditTrail } from './audit';
import { generateCalendarEvents } from './calendar';
import { spanEndingNow } from './clock';
import type { Years } from './context';
import { generateDevelopments } from './developments';
import { makeEditsUpToPlan } from './edits';
import { generateMail } from './mail';
import { generateMembers } from './members';
import { planFor } from './plan';
import { sinkInto, type Sink } from './sink';
import { createStaff, editorsOf } from './staff';
import { generateSubscribers } from './subscribers';

export type GeneratedYears = { scale: number; seed: number; seconds: number; written: Record<string, number>; staffUsernames: string[] };

/**
 * Five years of a busy association at `scale` (docs/performance.md, "Scale"), written
 * into the Firestore the environment names (FIRESTORE_EMULATOR_HOST) and its local object store:
 * `npm run seed:years` into `npm start`'s stack, `npm run bench:scale` into its own. Import this
 * module only once the environment points at the stack. Refuses a database that already holds a
 * register: the years are generated once, into a stack holding the shipped content only.
 */
export async function generateYears({
  scale,
  seed,
  log = () => {},
  sink = sinkInto(db),
}: {
  scale: number;
  seed: number;
  log?: (line: string) => void;
  /** Where the documents go: commits through the Admin SDK, unless the caller holds the emulator (the bench). */
  sink?: Sink;
}): Promise<GeneratedYears> {
  const started = Date.now();
  const plan = planFor(scale);
  if (!(await db.collection(COLLECTIONS.members).limit(1).get()).empty) {
    throw new Error('This database already holds members: generate the years into a fresh one (npm run reset, then npm start).');
  }
  await ensureSiteContentSeeded();
  const settings = await readSiteSettings();
  const staff = await createStaff();
  const span = spanEndingNow();
  const years: Years = { seed, plan, span, db, sink, audit: auditTrail(sink, span.end, staff.length), editors: editorsOf(staff) };
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const at = Date.now();
    const result = await run();
    log(`${what}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };

  const developments = await step(`${plan.developments} development updates`, () => generateDevelopments(years));
  const calendar = await step(`${plan.calendarEvents} calendar events`, () => generateCalendarEvents(years));
  await step(`${plan.eventAlerts} event alerts`, () => generateEventAlerts(years));
  const members = await step(`${plan.members} members, ${plan.payments} payments`, () => generateMembers(years));
  const subscribers = await step(`${plan.subscribers} subscribers`, () => generateSubscribers(years, settings.associationName));
  const mail = await step(`${plan.mailSends} sends, ${plan.outboxMessages} outbox messages planned`, () =>
    generateMail(years, settings, members.facts, subscribers, developments.changes),
  );
  log(`  (${mail.sends} sends and ${mail.messages} messages written: each send reaches at most its audience)`);
  await step(`${plan.analyticsPaths} analytics paths over a year`, () => generateAnalytics(years));
  await step(`${plan.auditEntries} audit entries`, () =>
    makeEditsUpToPlan(years, { members: members.editable, developments: developments.editable, calendarEvents: calendar }),
  );
  await step('the last commits', () => sink.flush());
  return {
    scale,
    seed,
    seconds: (Date.now() - started) / 1000,
    written: Object.fromEntries([...sink.written].sort(([a], [b]) => a.localeCompare(b))),
    staffUsernames: staff.map((user) => user.username),
  };
}
