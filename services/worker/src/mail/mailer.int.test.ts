import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createMailer, PermanentMailError, type Mailer } from './mailer.js';

let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  sink = await startSmtpSink(
    new Map([
      ['gone@northwind.test', 550],
      ['busy@northwind.test', 451],
    ]),
  );
  mailer = createMailer({
    url: `smtp://127.0.0.1:${sink.port}`,
    from: 'Teamledger <no-reply@x.test>',
  });
});
afterAll(async () => {
  mailer.close();
  await sink.stop();
});

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Body' });
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('mailer, against a real SMTP server', () => {
  it('sends, with the From of MAIL_FROM', async () => {
    await mailer.sendMail({
      ...mail('hr@northwind.test'),
      replyTo: { name: 'Uma', address: 'uma@x.test' },
    });
    expect(sink.mails.at(-1)).toMatchObject({
      envelope: { from: 'no-reply@x.test', to: ['hr@northwind.test'] },
      from: 'Teamledger <no-reply@x.test>',
      replyTo: 'Uma <uma@x.test>',
      subject: 'Hello',
      text: 'Body',
    });
  });

  it('gives up for good on a 5xx refusal, keeping the code and reply', async () => {
    const error = await caught(mailer.sendMail(mail('gone@northwind.test')));
    expect(error).toBeInstanceOf(PermanentMailError);
    expect(error).toMatchObject({
      name: 'PermanentMailError',
      code: 'EENVELOPE',
      responseCode: 550,
      message: expect.stringContaining('550 Mailbox gone@northwind.test refused'),
    });
  });

  it('throws the transient 4xx as it is, so the job is retried', async () => {
    const error = await caught(mailer.sendMail(mail('busy@northwind.test')));
    expect(error).not.toBeInstanceOf(PermanentMailError);
    expect(error).toMatchObject({ code: 'EENVELOPE', responseCode: 451 });
  });

  it('throws a connection failure as it is, so the job is retried', async () => {
    await sink.stop();
    try {
      const error = await caught(mailer.sendMail(mail('hr@northwind.test')));
      expect(error).not.toBeInstanceOf(PermanentMailError);
      expect(error).toMatchObject({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
      expect((error as { responseCode?: number }).responseCode).toBeUndefined();
    } finally {
      await sink.start();
    }
  });
});
