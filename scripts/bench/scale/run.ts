/**
 * `npm run bench:scale` (docs/performance.md, "Scale"; not part of `npm test`): for each
 * scale (default 1, 5 and 25), a fresh local stack on the test ports (ROCA_TEST_PORT_OFFSET, 70
 * unless set), five years of a busy association generated into it (scripts/lib/years), and every
 * figure of the issue measured, with Firestore's reads counted at the emulator
 * (scripts/lib/firestore-reads.ts). The years are stored straight into the emulator, which runs in this
 * process (emulator-sink.ts), which answers each query in one pass (emulator-queries.ts). Prints the table with each figure's ratio to scale 1.
 * `-- --scales 1,5` chooses the scales, `--seed` the data set, `--no-build` reuses the build.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';

process.env.ROCA_TEST_PORT_OFFSET ??= '70';
const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,5,25' },
    seed: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
  },
});
const scales = values.scales.split(',').map(Number);
if (scales.some((scale) => !(scale > 0))) throw new Error(`--scales must list numbers above 0, such as 1,5,25: "${values.scales}"`);
const seed = Number(values.seed);

const { ROOT, TEST_PORTS } = await import('../../lib/stack-config');
const { startStack } = await import('../../lib/local-stack');
const { seedSiteContent } = await import('../../lib/seed');
const { startSmtpInbox } = await import('../../lib/smtp-inbox');
const { countReads } = await import('../../lib/firestore-reads');
const { assertStoresAsCommitDoes, emulatorSink } = await import('./emulator-sink');
const { measureScale } = await import('./measure');
const { printFigures } = await import('./figures');
const { answerEmulatorQueriesInOnePass, differences } = await import('./emulator-queries');

// Before any stack starts: the emulator answers a query in one pass, checked against its own answer (emulator-queries.ts).
answerEmulatorQueriesInOnePass();

if (!values['no-build']) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);

// The stack's emulators run in a process group of their own: stop them whatever ends the run.
let running: { stop: () => Promise<void> } | undefined;
for (const event of ['unhandledRejection', 'uncaughtException', 'SIGINT', 'SIGTERM'] as const) {
  process.once(event, (reason: unknown) => {
    if (typeof reason !== 'string') console.error(reason);
    void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  });
}

const results = [];
for (const scale of scales) {
  console.log(
    `\n=== Scale ${scale} (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}) ===`,
  );
  const stack = await startStack({ ports: TEST_PORTS, seed: seedSiteContent, quiet: true });
  running = stack;
  const inbox = await startSmtpInbox(TEST_PORTS.smtp);
  try {
    const counter = countReads(stack.firestore);
    // Imported once the stack has set the environment: the Admin SDK reads it when its app is made.
    const { db } = await import('../../../functions/src/lib/firebase');
    const { generateYears } = await import('../../lib/years/generate');
    await assertStoresAsCommitDoes(stack.firestore, db);
    console.log(`Generating five years at scale ${scale} (seed ${seed}), as npm run seed:years does, into the bench's emulator...`);
    const load = await generateYears({ scale, seed, sink: emulatorSink(stack.firestore, db), log: (line) => console.log(`  ${line}`) });
    results.push({ scale, figures: await measureScale({ stack, counter, inbox, load }) });
  } finally {
    await inbox.stop();
    await stack.stop();
  }
  printFigures(results);
}
printFigures(results, { markdown: true });
if (differences.length) {
  console.error(`The bench's one-pass queries answered otherwise than the emulator:\n${differences.join('\n')}`);
  process.exit(1);
}
process.exit(0);
