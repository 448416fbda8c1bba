// `npm run restore -- --in FILE [--force]`: loads a backup made by `npm run backup`. Refuses a
// project that already holds data unless --force, which replaces that data with the backup's.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectTarget } from './lib/backup-target';
import { republishEverything } from './lib/republish';

const { values } = parseArgs({ options: { in: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.in) {
  console.error('Usage: npm run restore -- --in FILE [--force]');
  process.exit(2);
}

try {
  const text = readFileSync(values.in, 'utf8');
  const { db, where } = await connectTarget();
  // Imported after connectTarget: it loads the Admin SDK app, which reads the environment.
  const { parseBackup, restoreAll, RestoreRefusedError } = await import('./lib/backup');
  const backup = parseBackup(text);
  try {
    const { written, kept } = await restoreAll(db, backup, { force: values.force });
    const counts = Object.entries(written).map(([name, n]) => `${name}: ${n}`);
    console.log(`Restored ${values.in} (made ${backup.createdAt}) into ${where}\n  ${counts.join(', ')}`);
    if (kept.length > 0) {
      console.log(`  Kept as they are, as a restore never brings back an account or a password: ${kept.join(', ')}`);
    } else if (written.users) {
      console.log('  Staff accounts are back as they were, each signed out; links and invitations mailed before have expired');
    }
    // The public pages show the restored content only once they are published again.
    try {
      console.log(await republishEverything('a backup was restored'));
    } catch (err) {
      console.error(`The data is restored, but republishing the public pages failed: ${(err as Error).message}. Run npm run republish.`);
    }
    process.exit(0);
  } catch (err) {
    if (err instanceof RestoreRefusedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
