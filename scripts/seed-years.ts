// `npm run seed:years -- --scale N [--seed S]`: five years of a busy association, N times over,
// into the running local stack of `npm start` (docs/performance.md, "Scale"). The same seed and
// scale give the same data. `--stack test` writes into the stack on the test ports instead
// (ROCA_TEST_PORT_OFFSET), as `npm run bench:scale` does; `--no-publish` leaves the pages as they are.
import { parseArgs } from 'node:util';
import { waitForHttp } from './lib/ports';
import { DEV_PORTS, TEST_PORTS, emulatorEnv } from './lib/stack-config';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    stack: { type: 'string', default: 'dev' },
    'no-publish': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const seed = Number(values.seed);
if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a number above 0, not "${values.scale}"`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not "${values.seed}"`);
if (values.stack !== 'dev' && values.stack !== 'test') throw new Error(`--stack must be dev or test, not "${values.stack}"`);
if (process.env.GOOGLE_APPLICATION_CREDENTIALS)
  throw new Error('seed:years writes into a local stack only: unset GOOGLE_APPLICATION_CREDENTIALS');

const ports = values.stack === 'test' ? TEST_PORTS : DEV_PORTS;
// Every client below (the Admin SDK, the object store, the publish queue) talks to that stack.
Object.assign(process.env, emulatorEnv(ports));
await waitForHttp(`http://127.0.0.1:${ports.hosting}/api/developments`, { timeoutMs: 5_000 }).catch(() => {
  throw new Error(`No local stack answers on port ${ports.hosting}: start it first (npm start).`);
});

const { generateYears } = await import('./lib/years/generate');
const { YEARS_STAFF_PASSWORD } = await import('./lib/years/staff');
console.log(`Generating five years at scale ${scale} (seed ${seed}) into the stack on port ${ports.hosting}...`);
const generated = await generateYears({ scale, seed, log: (line) => console.log(`  ${line}`) });
const total = Object.values(generated.written).reduce((a, b) => a + b, 0);
console.log(`Wrote ${total.toLocaleString('en-CA')} documents in ${generated.seconds.toFixed(0)} s:`);
for (const [collection, count] of Object.entries(generated.written))
  console.log(`  ${collection.padEnd(22)} ${count.toLocaleString('en-CA')}`);
console.log(`Staff accounts, password ${YEARS_STAFF_PASSWORD}: ${generated.staffUsernames.join(', ')}`);

if (!values['no-publish']) {
  const { requestPublish, waitForPublish } = await import('../functions/src/services/core');
  const request = await requestPublish({ reason: 'npm run seed:years', everything: true });
  console.log('Publishing every public page from the generated content...');
  const status = await waitForPublish(request, { timeoutMs: 30 * 60_000 });
  console.log(status.state === 'failed' ? `Publishing failed: ${status.detail ?? status.error}` : 'Published.');
}
process.exit(0);
