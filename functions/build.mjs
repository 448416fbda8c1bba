// Bundles the function into lib/index.js. The shared @roca/contract workspace is bundled in, and
// so is the web app's renderer of the public pages (web/dist/renderer, docs/decisions/008), so the
// deployed package needs only the dependencies listed in package.json.
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The oldest Node the bundle runs on: the development and CI version of .nvmrc (production runs
// the newer runtime named in firebase.json; docs/decisions/007).
const nodeMajor = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
  .trim()
  .split('.')[0];

const RENDERER = fileURLToPath(new URL('../web/dist/renderer/public-site.cjs', import.meta.url));
if (!existsSync(RENDERER)) {
  console.error(`Missing ${RENDERER}: build the web app first (npm run build builds web, then functions).`);
  process.exit(1);
}

/** `import('roca-public-renderer')` (src/services/publishing/renderer.ts) is the built renderer. */
const publicRenderer = {
  name: 'roca-public-renderer',
  setup(builder) {
    builder.onResolve({ filter: /^roca-public-renderer$/ }, () => ({ path: RENDERER }));
  },
};

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: `node${nodeMajor}`,
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  plugins: [publicRenderer],
  logLevel: 'warning',
});
