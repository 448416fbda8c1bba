// `npm run backup -- --out FILE`: every collection (users and their password hashes included) to
// one JSON file. Keep the file private: it can sign nobody in, but hashes can be attacked offline.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectTarget } from './lib/backup-target';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE');
  process.exit(2);
}

try {
  const { db, projectId, where } = await connectTarget();
  // Imported after connectTarget: it loads the Admin SDK app, which reads the environment.
  const { exportAll } = await import('./lib/backup');
  const backup = await exportAll(db, projectId);
  writeFileSync(values.out, JSON.stringify(backup, null, 2), { mode: 0o600 });
  const counts = Object.entries(backup.collections).map(([name, docs]) => `${name}: ${Object.keys(docs).length}`);
  console.log(`Backed up ${where} to ${values.out}\n  ${counts.join(', ')}`);
  console.log(
    'The file holds password hashes and the register of members (personal data): store it somewhere only the executive can reach.',
  );
  process.exit(0);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
