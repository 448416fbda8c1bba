import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file';

describe('exportFileName', () => {
  it("is dated with the day in Vancouver, not UTC's next day, in the evening", () => {
    // 6 PM on November 22 in Vancouver is already November 23 in UTC.
    expect(exportFileName('csv', new Date('2026-11-23T02:00:00Z'))).toBe('roca-development-updates-2026-11-22.csv');
    expect(exportFileName('json', new Date('2026-11-23T09:00:00Z'))).toBe('roca-development-updates-2026-11-23.json');
  });
});
