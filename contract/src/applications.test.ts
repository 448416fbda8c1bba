import { describe, expect, it } from 'vitest';
import {
  APPLICATIONS_PER_PAGE,
  applicationIdOf,
  applicationPath,
  applicationsPageCount,
  applicationsPageOf,
  withApplicationsPages,
} from './applications';

describe('the applications list', () => {
  it('takes one page per APPLICATIONS_PER_PAGE updates, and one page for none', () => {
    expect(applicationsPageCount(0)).toBe(1);
    expect(applicationsPageCount(APPLICATIONS_PER_PAGE)).toBe(1);
    expect(applicationsPageCount(APPLICATIONS_PER_PAGE + 1)).toBe(2);
    expect(applicationsPageCount(12_500)).toBe(Math.ceil(12_500 / APPLICATIONS_PER_PAGE));
  });

  it('names its pages /applications, then /applications/page/2 and on; no other path is one', () => {
    expect(applicationsPageOf('/applications')).toBe(1);
    expect(applicationsPageOf('/applications/page/2')).toBe(2);
    expect(applicationsPageOf('/applications/page/250')).toBe(250);
    for (const path of [
      '/applications/page/1',
      '/applications/page/0',
      '/applications/page/02',
      '/applications/page/x',
      '/applications/page/2/',
      '/',
      '/rezoning',
    ]) {
      expect(applicationsPageOf(path), path).toBeNull();
    }
  });

  it('adds the pages after the first where the list is published, and nothing elsewhere', () => {
    expect(withApplicationsPages(['/', '/applications'], APPLICATIONS_PER_PAGE * 2 + 1)).toEqual([
      '/',
      '/applications',
      '/applications/page/2',
      '/applications/page/3',
    ]);
    expect(withApplicationsPages(['/', '/calendar'], 10_000)).toEqual(['/', '/calendar']);
  });

  it("names an application's own page by its update's id, never a list page's path", () => {
    expect(applicationIdOf(applicationPath('Xy7_aB-9'))).toBe('Xy7_aB-9');
    for (const path of ['/applications', '/applications/page/2', '/applications/a/b', '/applications/', '/rezoning']) {
      expect(applicationIdOf(path), path).toBeNull();
    }
  });
});
