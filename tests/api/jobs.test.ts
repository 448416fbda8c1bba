import { expect, it } from 'vitest';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import * as deployed from '../../functions/src/index';
import { JOBS } from '../../functions/src/jobs';

/**
 * The scheduled jobs are listed once (functions/src/jobs.ts): each is deployed as the scheduled
 * function of its name, on its schedule, and nothing else is scheduled. (`npm start` runs the same
 * list on its own timers: scripts/start-stack.ts.)
 */
type Endpoint = { __endpoint?: { scheduleTrigger?: { schedule: string; timeZone?: string | null } } };
const functions = deployed as unknown as Record<string, Endpoint>;

it.each(Object.entries(JOBS))('%s is deployed on its schedule', (name, job) => {
  const trigger = functions[name]?.__endpoint?.scheduleTrigger;
  expect(trigger, `functions/src/index.ts exports no scheduled function ${name}`).toBeDefined();
  expect(trigger!.schedule).toBe(job.schedule);
  if (job.inVancouver) expect(trigger!.timeZone).toBe(SITE_TIME_ZONE);
  else expect(trigger!.timeZone ?? undefined).toBeUndefined();
});

it('deploys no scheduled function that is not on the list', () => {
  const scheduled = Object.keys(functions).filter((name) => functions[name]?.__endpoint?.scheduleTrigger);
  expect(scheduled.sort()).toEqual(Object.keys(JOBS).sort());
});
