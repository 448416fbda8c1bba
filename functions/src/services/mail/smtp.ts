import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { LIMITS } from '@roca/contract';
import { config, type SmtpConfig } from '../../config';

/**
 * The SMTP side of the outbox: nodemailer with a pooled connection per relay (a function instance
 * sends many messages in a row), and what an attempt came to. Errors are sorted by whether the
 * message can have been delivered: a refusal or a failure before the server took the message is
 * safe to try again; the relay refusing the address for good (5xx to RCPT TO) is a hard bounce.
 */
export type SmtpOutcome =
  | { kind: 'sent'; info: DeliveryInfo }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'bounce'; error: string; info: DeliveryInfo };

type DeliveryInfo = { messageId: string; accepted: string[]; rejected: string[]; response: string };

export type SmtpMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  replyTo?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  messageId: (from: string | undefined) => string;
};

let pool: { key: string; transporter: Transporter<SMTPPool.SentMessageInfo> } | undefined;

function transporterFor(smtp: SmtpConfig) {
  const key = JSON.stringify(smtp);
  if (pool?.key !== key) {
    pool?.transporter.close();
    pool = {
      key,
      transporter: nodemailer.createTransport({
        pool: true,
        maxConnections: 1,
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        // On 587 the relay must upgrade to TLS: the password never crosses in the clear.
        requireTLS: smtp.port === 587,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        // Well inside the sendMail function's 120 s, so a dead relay is an error, not a timeout.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      }),
    };
  }
  return pool.transporter;
}

/** An error as stored and shown: short, on one line, with no address in it. */
const describe = (err: { message?: string; response?: string }, to: string) =>
  (err.response ?? err.message ?? String(err)).replaceAll(to, '<recipient>').replace(/\s+/g, ' ').slice(0, LIMITS.mailError);

export async function sendThroughSmtp(message: SmtpMessage): Promise<SmtpOutcome> {
  const { smtp, from } = config().mail;
  if (!smtp || !from)
    return { kind: 'retry', error: 'No SMTP relay is set up (MAIL_SMTP_HOST and MAIL_FROM): the message waits in the queue' };
  const messageId = message.messageId(from);
  try {
    const info = await transporterFor(smtp).sendMail({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      messageId,
    });
    const delivery = {
      messageId,
      accepted: info.accepted.map(String),
      rejected: info.rejected.map(String),
      response: String(info.response ?? '').slice(0, LIMITS.mailError),
    };
    return { kind: 'sent', info: delivery };
  } catch (caught) {
    const err = caught as { code?: string; responseCode?: number; message?: string; response?: string; rejected?: string[] };
    const error = describe(err, message.to);
    const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500 && err.code !== 'EAUTH';
    if (permanent && err.code === 'EENVELOPE') {
      return { kind: 'bounce', error, info: { messageId, accepted: [], rejected: [message.to], response: error } };
    }
    return permanent ? { kind: 'failed', error } : { kind: 'retry', error };
  }
}
