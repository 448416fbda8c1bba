import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_REGISTRY, PUBLIC_PATHS } from './public-pages';

/**
 * Public pages are static HTML, and what runs in the browser is the page script
 * (web/src/page-script; docs/decisions/015): no React runs on a published page. An event handler
 * or a state hook in a public page would render but never run, so this walks the source modules
 * a public page is built from and checks that none of them has one.
 */
const SRC = resolve(import.meta.dirname, '..');
const INTERACTIVE_CODE = /\son[A-Z]\w*=\{|\buse(State|Effect|LayoutEffect|Reducer|Ref|SyncExternalStore|Transition|ActionState)\(/;

/** The web modules a file imports: relative ('./x') or by the '#web/' alias (web/package.json). */
const localImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?from\s+'(\.[^']+|#web\/[^']+)'/gm)]
    .map((m) => m[1])
    .filter((spec) => !spec.endsWith('.css'));

function resolveModule(from: string, spec: string): string {
  const base = spec.startsWith('#web/') ? join(SRC, spec.slice('#web/'.length)) : resolve(dirname(from), spec);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) throw new Error(`Cannot resolve ${spec} from ${from}`);
  return found;
}

/** The route module of every public page (the page registry), plus the layout they share. */
function publicPageModules(): string[] {
  const pages = PUBLIC_PATHS.map((path) => join(SRC, PUBLIC_PAGE_REGISTRY[path].module));
  return [...pages, join(SRC, 'components/layout/public-layout.tsx')];
}

describe('static public pages', () => {
  const pageModules = publicPageModules();

  it('finds one existing route module per public path', () => {
    const routeModules = new Set(pageModules.filter((file) => file.includes('/routes/')));
    expect(routeModules.size).toBe(PUBLIC_PATHS.length);
    for (const file of routeModules) expect(existsSync(file), file).toBe(true);
  });

  it('have no event handlers or state hooks (they would never run)', () => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) return;
      seen.add(file);
      // Hooks that only run inside the hydrated app (the public layout's page script for the 404
      // page and client-side navigation) are allowed there, not in what the page renders.
      if (!file.endsWith('lib/use-page-script.ts') && INTERACTIVE_CODE.test(readFileSync(file, 'utf8')))
        offenders.push(relative(SRC, file));
      for (const spec of localImports(file)) visit(resolveModule(file, spec));
    };
    pageModules.forEach(visit);
    expect(seen.size).toBeGreaterThan(PUBLIC_PATHS.length);
    expect(offenders).toEqual([]);
  });
});
