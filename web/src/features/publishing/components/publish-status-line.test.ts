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

  it('says that publishing failed, in the words the server gives every role', () => {
    const error = 'The public pages could not be published, so visitors still see them as they were';
    expect(publishStatusText({ state: 'failed', publishedAt: null, error, detail: 'Firebase Hosting answered 403' })).toBe(
      'Publishing failed: The public pages could not be published, so visitors still see them as they were. It is tried again automatically.',
    );
  });
});
