import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { recordChunkModules } from './scripts/record-chunk-modules.ts';
// By path, not by package name: Vite bundles a config's relative imports, and Node cannot load the contract's .ts files itself.
import { FUNCTIONS_REGION } from '../contract/src/site.ts';

/** Where the client build records which source modules went into each JS file (outside dist/client, so never deployed). */
const CHUNK_MODULES_FILE = resolve(import.meta.dirname, 'dist/chunk-modules.json');

const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/**
 * Modules every screen of the hydrated app shares (staff screens; public pages carry the page
 * script instead). A group pulls every matching module in, whoever imports it, so it holds only
 * small shared code: the public layout stays with the public routes, and zod and the contract's
 * schema modules stay out.
 */
const SITE_MODULES =
  /[\\/](web[\\/]src[\\/](lib|config)[\\/]|contract[\\/]src[\\/](display|limits|item-kinds|site)\.ts$|node_modules[\\/]@tanstack[\\/])/;
// The Firebase SDK's loader and the staff session stay with the staff routes, out of the 404 page.
const STAFF_ONLY_MODULES = /[\\/]web[\\/]src[\\/]lib[\\/](firebase\.ts$|auth[\\/])/;

// `npm run dev`: hot reload on :5173, /api proxied to the Functions emulator of `npm start`.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), recordChunkModules(CHUNK_MODULES_FILE)],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:5001/demo-roca/${FUNCTIONS_REGION}`, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger files for the modules every page needs: each request costs a round trip
        // on a phone, and browsers open only six connections per host over HTTP/1.1.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
            { name: 'site', test: (id) => !id.includes('?') && SITE_MODULES.test(id) && !STAFF_ONLY_MODULES.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});
