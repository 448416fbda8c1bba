import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitForHttp } from './ports';
import { ROOT, type StackPorts } from './stack-config';

/**
 * The local stack's mail server (`npm start`; docs/mail.md, "Locally"): maildev, a real SMTP
 * server with a web inbox a person opens to see every message the site sent, as received. Its own
 * process (maildev exits its host process on Ctrl-C), keeping messages in .data/mail.
 */
export async function startMailInbox(
  ports: StackPorts,
  dataDir: string,
  /** Receives the stop once maildev runs, before it answers: a Ctrl-C meanwhile stops it too. */
  onRunning?: (stop: () => Promise<void>) => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const mailDirectory = join(dataDir, 'mail');
  mkdirSync(mailDirectory, { recursive: true });
  const args = [
    '--smtp',
    String(ports.smtp),
    '--web',
    String(ports.mailInbox),
    '--ip',
    '127.0.0.1',
    '--mail-directory',
    mailDirectory,
    '--silent',
  ];
  const child = spawn(join(ROOT, 'node_modules/.bin/maildev'), args, { cwd: ROOT, stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${ports.mailInbox}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  };
  onRunning?.(stop);
  await waitForHttp(`http://127.0.0.1:${ports.mailInbox}/`, { timeoutMs: 30_000 }).catch(async (err: Error) => {
    await stop();
    throw new Error(`The local mail server (maildev) did not start: ${err.message}`);
  });
  return { url, stop };
}
