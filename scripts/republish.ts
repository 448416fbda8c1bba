// `npm run republish`: publishes every public page again from the stored content. Production
// runs it after each deploy (firebase.json, hosting postdeploy), so the build's pages with the
// seed content never stay live; with no key for the project it leaves that to the scheduled check
// (republishSite, within 10 minutes). Locally it republishes the site of `npm start`.
import { parseArgs } from 'node:util';
import { connectTarget } from './lib/backup-target';
import { republishEverything } from './lib/republish';
import { PROJECT_ID } from './lib/stack-config';

const { values } = parseArgs({ options: { 'after-deploy': { type: 'boolean', default: false } } });
const afterDeploy = values['after-deploy'];

// firebase deploy names the project it deployed in GCLOUD_PROJECT.
const deployedProject = process.env.GCLOUD_PROJECT;
if (afterDeploy && !process.env.GOOGLE_APPLICATION_CREDENTIALS && deployedProject && deployedProject !== PROJECT_ID) {
  console.warn(
    `No GOOGLE_APPLICATION_CREDENTIALS for ${deployedProject}: the scheduled check (republishSite) republishes the public pages from the stored content within 10 minutes. docs/content.md says how to make it immediate.`,
  );
  process.exit(0);
}

try {
  const { where } = await connectTarget();
  console.log(`${await republishEverything(afterDeploy ? 'a deploy put the build back' : 'npm run republish')} (${where})`);
  process.exit(0);
} catch (err) {
  console.error(`Republishing failed: ${(err as Error).message}`);
  // After a deploy the scheduled check still republishes; the deploy itself succeeded.
  process.exit(afterDeploy ? 0 : 1);
}
