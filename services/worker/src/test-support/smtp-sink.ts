import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type MailMessage } from '../mail/read-mail.js';

export interface SunkMail extends MailMessage {
  envelope: { from: string; to: string[] };
}

export interface SmtpSink {
  /** Fixed once started, so a restarted sink is found where the mailer looks. */
  readonly port: number;
  readonly mails: SunkMail[];
  /** How many recipients were refused with a temporary code (refuseFor). */
  readonly refusals: number;
  /** Answers every recipient with `code` (451: try again later) for `ms` from now. */
  refuseFor(ms: number, code?: number): void;
  /** Holds the next recipient it would accept for `ms` before accepting it: a stuck server. */
  holdNext(ms: number): void;
  /** How many recipients were held (holdNext). */
  readonly held: number;
  /** Stops listening, as a mail server that went down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server on a free port that keeps what it receives, for tests. `replies` makes
 * it answer RCPT TO for an address with an SMTP error code (550 unknown user, 451 try later);
 * `refuseFor` makes it refuse every recipient for a while, as a greylisting or overloaded server.
 */
export async function startSmtpSink(replies: ReadonlyMap<string, number> = new Map()) {
  const mails: SunkMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  let refusing = { until: 0, code: 451 };
  let refusals = 0;
  let holding = 0;
  let held = 0;

  async function start(): Promise<void> {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (Date.now() < refusing.until) {
          refusals += 1;
          return callback(
            Object.assign(new Error('Try again later'), { responseCode: refusing.code }),
          );
        }
        const code = replies.get(address.address);
        if (code === undefined && holding > 0) {
          held += 1;
          setTimeout(() => callback(), holding);
          holding = 0;
          return;
        }
        if (code === undefined) return callback();
        callback(
          Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: code }),
        );
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          // The email counts as received once it is decoded, before the client hears 250.
          readMail(Buffer.concat(chunks)).then((message) => {
            mails.push({
              ...message,
              envelope: {
                from: mailFrom ? mailFrom.address : '',
                to: rcptTo.map((recipient) => recipient.address),
              },
            });
            callback();
          }, callback);
        });
      },
    });
    // Client socket errors come here too; the test sees failures on the sending side.
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.server.listen(port, '127.0.0.1', () => {
        smtp.server.off('error', reject);
        resolve();
      });
    });
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  }

  async function stop(): Promise<void> {
    const smtp = server;
    server = null;
    if (smtp) await new Promise<void>((resolve) => smtp.close(resolve));
  }

  await start();
  const sink: SmtpSink = {
    get port() {
      return port;
    },
    mails,
    get refusals() {
      return refusals;
    },
    refuseFor(ms, code = 451) {
      refusing = { until: Date.now() + ms, code };
    },
    holdNext(ms) {
      holding = ms;
    },
    get held() {
      return held;
    },
    stop,
    start,
  };
  return sink;
}
