/**
 * `npm run bench:mail` (docs/mail.md, "Throughput"; not part of `npm test`): 1,000 members who
 * consented, one announcement composed to them, and the time until the local SMTP server has
 * received every message, through the real path: the outbox, the Cloud Tasks emulator at the
 * sendMail queue's rate (MAIL_SENDS_PER_SECOND), the function in the Functions emulator, SMTP.
 * It checks that none was lost or doubled. `-- --no-build` reuses the current build; the stack
 * runs on the test ports moved by ROCA_TEST_PORT_OFFSET (70 unless set).
 */
import { execSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

process.env.ROCA_TEST_PORT_OFFSET ??= '70';
const MEMBERS = 1000;

const { ROOT, TEST_PORTS } = await import('../lib/stack-config');
const { startStack } = await import('../lib/local-stack');
const { seedSiteContent } = await import('../lib/seed');
const { startSmtpInbox } = await import('../lib/smtp-inbox');

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);

const stack = await startStack({ ports: TEST_PORTS, seed: seedSiteContent, quiet: true });
const inbox = await startSmtpInbox(TEST_PORTS.smtp);
let ok = false;
try {
  const { Timestamp } = await import('firebase-admin/firestore');
  const { COLLECTIONS, db } = await import('../../functions/src/lib/firebase');
  const { sendCompose } = await import('../../functions/src/services/mail');
  const year = new Date().getFullYear();
  for (let start = 0; start < MEMBERS; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(start + 400, MEMBERS); i++) {
      batch.set(db.collection(COLLECTIONS.members).doc(), {
        firstName: `Member${i}`,
        lastName: 'Bench',
        email: `member${i}@example.org`,
        address: `${i} Bench Street`,
        category: 'resident',
        isAdult: true,
        joinedOn: `${year}-01-05`,
        consent: { given: true, date: `${year}-01-05`, source: 'Membership form' },
        payments: [{ id: `p${i}`, date: `${year}-01-05`, amount: 10, method: 'cash', reference: '', year }],
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    }
    await batch.commit();
  }
  const staff = {
    id: 'bench',
    username: 'bench',
    firstName: 'Bench',
    lastName: 'Mark',
    role: 'Admin' as const,
    active: true,
    hasRecoveryEmail: false,
  };
  const started = Date.now();
  const send = await sendCompose(staff, {
    topic: 'announcements',
    audience: 'good-standing',
    subject: 'Bench {firstName}',
    body: 'Dear {firstName},\n\nA **bench** message.',
    format: 'markdown',
  });
  const queuedMs = Date.now() - started;
  await inbox.waitFor(MEMBERS, 30 * 60 * 1000);
  const deliveredMs = Date.now() - started;
  // Anything doubled would arrive after the thousandth.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const recipients = inbox.messages.flatMap((m) => m.envelopeTo);
  const distinct = new Set(recipients).size;
  const states = await db.collection(COLLECTIONS.outbox).where('sendId', '==', send.id).where('state', '==', 'sent').count().get();
  const sent = states.data().count;
  ok = recipients.length === MEMBERS && distinct === MEMBERS && sent === MEMBERS;
  console.log(`
=== Mail: ${MEMBERS} messages through the outbox to the local SMTP server ===
Queued (audience, rendering, ${MEMBERS} outbox documents, ${MEMBERS} tasks): ${(queuedMs / 1000).toFixed(1)} s
All received by the SMTP server: ${(deliveredMs / 1000).toFixed(1)} s after the send (${(MEMBERS / (deliveredMs / 1000)).toFixed(1)} messages/s)
Received ${recipients.length} messages for ${distinct} distinct recipients; ${sent} outbox messages 'sent' - ${ok ? 'none lost, none doubled' : 'MISMATCH'}`);
} finally {
  await inbox.stop();
  await stack.stop();
}
process.exit(ok ? 0 : 1);
