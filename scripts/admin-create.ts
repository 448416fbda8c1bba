// `npm run admin:create -- --username NAME [--first-name F --last-name L]`: creates an Admin, or
// makes an existing user Admin with a new password (ending their sessions). The password is read
// from a hidden prompt, or from stdin when piped - never from the command line, where it would
// land in shell history and process lists.
//
// Target: a real project with GOOGLE_APPLICATION_CREDENTIALS=key.json (and GCLOUD_PROJECT if the
// key does not name it); otherwise the running `npm start` stack's emulators.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { userCreateInput } from '@roca/contract';
import { connectTarget } from './lib/backup-target';
import { DEV_PORTS } from './lib/stack-config';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});
if (!values.username) {
  console.error(
    'Usage: npm run admin:create -- --username NAME [--first-name F] [--last-name L]\n(the password is asked for, or read from stdin)',
  );
  process.exit(2);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const finish = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003') return finish(() => reject(new Error('Cancelled')));
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0];
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Repeat password: ')) !== password) throw new Error('The passwords do not match');
  return password;
}

try {
  const input = userCreateInput.parse({
    username: values.username,
    firstName: values['first-name'],
    lastName: values['last-name'],
    password: await readPassword(),
    role: 'Admin',
  });
  // Locally, the Auth emulator of `npm start` (revoking sessions of a reset Admin goes through it).
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${DEV_PORTS.auth}`;
  const { where } = await connectTarget();
  const { createOrResetAdmin } = await import('../functions/src/services/accounts');
  const { created, user } = await createOrResetAdmin(input);
  console.log(`${created ? 'Created' : 'Reset'} Admin '${user.username}' in ${where}.`);
  process.exit(0);
} catch (err) {
  const issues = (err as { issues?: { message: string }[] }).issues;
  console.error(`admin:create failed: ${issues ? issues.map((i) => i.message).join('; ') : (err as Error).message}`);
  process.exit(1);
}
