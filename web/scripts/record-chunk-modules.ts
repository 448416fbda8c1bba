import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The source modules inside a built JS file, as paths from the repo root. */
export const sourceModulesOf = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.map((id) => relative(REPO_ROOT, id.replace(/^\0/, '')));

/**
 * Writes which source modules went into each built JS file, as JSON to `file`. The bundle budget
 * test (tests/budget) uses it to prove that public pages never load the Firebase SDK, reactfire,
 * Uppy or staff screens: minified chunks lose their package names, this list keeps them.
 */
export function recordChunkModules(file: string): Plugin {
  return {
    name: 'roca:record-chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_options, bundle) {
      const modulesByFile: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByFile[output.fileName] = sourceModulesOf(output);
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(modulesByFile, null, 1));
    },
  };
}
