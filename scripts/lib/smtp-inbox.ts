import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process that keeps every message as received, parsed: for tests and
 * the mail bench, which read what arrived (headers, text, HTML) and stop and start the server to
 * show that the outbox holds messages while it is down. `npm start` runs maildev instead, which
 * has a web inbox for people (scripts/start-stack.ts).
 *
 * An address whose local part starts with "bounce" is refused for good (550 5.1.1), as a relay
 * refuses an address that does not exist: the outbox's hard bounce.
 */
export type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: ParsedMail };

export type SmtpInbox = {
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections are cut); the messages received stay. */
  stop(): Promise<void>;
  start(): Promise<void>;
  clear(): void;
};

export async function startSmtpInbox(port: number): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Let a stop cut open connections at once: a pooled client keeps one open.
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (/^bounce/i.test(address.address)) {
          const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
              callback();
            })
            .catch(callback);
        });
      },
    });

  const inbox: SmtpInbox = {
    messages,
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${messages.length} of ${count} messages arrived within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return messages;
    },
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const stopping = server;
      server = undefined;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    clear() {
      messages.length = 0;
    },
  };
  await inbox.start();
  return inbox;
}
