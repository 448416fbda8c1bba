import { z } from 'zod';

/**
 * zod, set up once for every schema of the contract. jitless: zod otherwise probes
 * `new Function` to compile fast parsers, which the site's Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') refuses with a console error in the browser.
 * This file is the package's one side effect (package.json "sideEffects"), so bundlers keep it.
 */
z.config({ jitless: true });

export { z };
