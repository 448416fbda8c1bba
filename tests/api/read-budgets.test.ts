import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { generateAnalytics } from '../../scripts/lib/years/analytics';
import { spanEndingNow } from '../../scripts/lib/years/clock';
import type { Years } from '../../scripts/lib/years/context';
import { planFor } from '../../scripts/lib/years/plan';
import { sinkInto } from '../../scripts/lib/years/sink';
import { apiTestFile } from '../support/api-test-file';
import { COLLECTIONS, db } from '../support/db';
import { readsDuring } from '../support/stored-documents';

/**
 * Read budgets (docs/performance.md, "Scale"): with a large data set from the scale
 * generator (scripts/lib/years), a route reads what its answer needs and no more, whatever the
 * data's size. Reads are counted by the test stack's Firestore emulator as Firestore bills them,
 * never timed.
 */
const { api, staff: readOnly } = apiTestFile({ roles: ['Read Only'] });

/** The generated data of one kind, stored as `npm run seed:years` stores it at this scale. */
async function storeGenerated(generate: (years: Years) => Promise<unknown>, scale = 1) {
  const sink = sinkInto(db);
  const years = { seed: 1, plan: planFor(scale), span: spanEndingNow(), db, sink, editors: [] } as unknown as Years;
  await generate(years);
  await sink.flush();
}

describe('analytics', () => {
  it('charts the last 30 days from at most 30 stored days, with a year of 200 paths stored', async () => {
    await storeGenerated(generateAnalytics);
    expect((await db.collection(COLLECTIONS.analyticsDaily).count().get()).data().count).toBeGreaterThan(300);

    let days: { date: string; pageViews: number }[] = [];
    const reads = await readsDuring(async () => {
      const res = await api.call('GET', '/api/analytics/daily', { token: readOnly.token });
      expect(res.status).toBe(200);
      days = res.json;
    });
    expect(days).toHaveLength(LIMITS.analyticsDays);
    expect(days.every((day) => day.pageViews > 0)).toBe(true);
    expect(reads[COLLECTIONS.analyticsDaily]).toBeLessThanOrEqual(LIMITS.analyticsDays);
    expect(reads[COLLECTIONS.analytics] ?? 0).toBe(0);
  });
});
