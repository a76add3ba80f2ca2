import { UnrecoverableError } from 'bullmq';
import nodemailer, { type NodemailerError } from 'nodemailer';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
}

export interface Mailer {
  /**
   * Hands the email to the SMTP server. A failure worth retrying (no connection, a timeout,
   * a 4xx reply) is thrown as nodemailer's own error, so BullMQ retries the job with backoff;
   * one that would fail the same way every time is a PermanentMailError.
   */
  sendMail(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The mail server refused the email for good (a 5xx reply such as an unknown recipient) or
 * the transport is configured so it never can send. An UnrecoverableError, so BullMQ fails
 * the job at once instead of repeating the refusal; nodemailer's code and reply stay on it.
 */
export class PermanentMailError extends UnrecoverableError {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  readonly response: string | undefined;

  constructor(error: NodemailerError) {
    super(`The email could not be sent and retrying will not help: ${failureText(error)}`);
    this.code = error.code;
    this.responseCode = error.responseCode;
    this.response = error.response;
    this.cause = error;
  }
}

const failureText = (error: NodemailerError) =>
  error.response ?? (error.code ? `${error.code} ${error.message}` : error.message);

// Failures no retry can fix: no credentials or a broken transport configuration, and an
// envelope the server never saw (no recipients); with a reply code the code decides.
const PERMANENT_WITHOUT_REPLY = new Set(['ENOAUTH', 'ECONFIG', 'EENVELOPE']);

/**
 * RFC 5321: 5yz replies are permanent, 4yz transient. 503 (bad sequence of commands) is a
 * session in the wrong state, not a refusal of the message, so a new attempt may pass.
 * Anything without a reply (connection refused or lost, timeouts, DNS, TLS) is transient.
 */
export function isPermanentMailError(error: NodemailerError): boolean {
  const { responseCode, code } = error;
  if (typeof responseCode === 'number') {
    return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  }
  return code !== undefined && PERMANENT_WITHOUT_REPLY.has(code);
}

export interface MailerOptions {
  /** smtp:// or smtps:// with optional user:password@ (SMTP_URL). */
  url: string;
  /** The From of every email (MAIL_FROM). */
  from: string;
}

/**
 * One SMTP transport per worker process. Timeouts are far below nodemailer's defaults
 * (2 minutes to connect, 10 of silence): a stuck server should fail the attempt and let
 * BullMQ's backoff try again, not hold a worker slot for minutes.
 */
export function createMailer({ url, from }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async sendMail(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        const failure = error as NodemailerError;
        throw isPermanentMailError(failure) ? new PermanentMailError(failure) : failure;
      }
    },
    close: () => transport.close(),
  };
}
