import { describe, expect, it } from 'vitest';
import { configuredHeapMiB, measureWorstBody, memoryMiB } from '../../scripts/bench/body-memory';

/**
 * The function's memory is set so that no single request can stop an instance: the costliest
 * body the platform parses before the app (32 MB of `[{},{},...]`) is answered 413 within the
 * configured memory and V8 heap limit. Uses the built function (`npm run build`).
 */
describe('the largest body the platform lets through', () => {
  it('is answered with 413 within the configured instance memory', { timeout: 120_000 }, async () => {
    const worst = await measureWorstBody(configuredHeapMiB());
    expect(worst.status).toBe(413);
    expect(worst.peakRssBytes).toBeGreaterThan(0);
    expect(worst.peakRssBytes / 2 ** 20).toBeLessThan(memoryMiB());
  });
});
