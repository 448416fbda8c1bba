import { describe, expect, it } from 'vitest';
import { publishStatusText } from './publish-status-line';

describe('the publish status line', () => {
  it('says when the pages were last published, in Vancouver time', () => {
    // 18:32 UTC is 10:32 in Vancouver in November (PST, UTC-8).
    expect(publishStatusText({ state: 'idle', publishedAt: '2026-11-23T18:32:00.000Z' })).toBe('Published at 10:32 AM, November 23, 2026');
    expect(publishStatusText({ state: 'idle', publishedAt: null })).toBe('Not published yet');
  });

  it('says a publish is under way, and since when the pages are as they are', () => {
    expect(publishStatusText({ state: 'publishing', publishedAt: '2026-11-23T18:32:00.000Z' })).toBe(
      'Publishing your changes… (last published at 10:32 AM, November 23, 2026)',
    );
  });

  it('says why publishing failed', () => {
    expect(publishStatusText({ state: 'failed', publishedAt: null, error: 'Firebase Hosting answered 403' })).toBe(
      'Publishing failed: Firebase Hosting answered 403. It is tried again automatically.',
    );
  });
});
