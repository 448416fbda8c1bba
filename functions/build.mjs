// Bundles the function into lib/index.js. The shared @roca/contract workspace is bundled in, so
// the deployed package needs only the dependencies listed in package.json.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The oldest Node the bundle runs on: the development and CI version of .nvmrc (production runs
// the newer runtime named in firebase.json; docs/decisions/007).
const nodeMajor = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
  .trim()
  .split('.')[0];

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: `node${nodeMajor}`,
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
