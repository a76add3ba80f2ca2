import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

let catcher: MailCatcher;
let transport: ReturnType<typeof nodemailer.createTransport>;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, inboxPort: 0, keep: 2 });
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort });
});
afterAll(async () => {
  transport.close();
  await catcher.close();
});

const send = (subject: string, text: string, html?: string) =>
  transport.sendMail({
    from: 'Teamledger <no-reply@teamledger.local>',
    to: 'hr@northwind.test',
    subject,
    text,
    html,
  });

const inbox = async () => {
  const response = await fetch(catcher.inboxUrl);
  return { response, page: await response.text() };
};

describe('mail catcher', () => {
  it('lists a caught email on the inbox page with its HTML escaped', async () => {
    await send(
      'Leave application: Zoë <script>alert(1)</script> — Sick',
      'Ünïcode & <b>tags</b> stay text.\n'.repeat(8),
      '<p>The HTML part is not shown.</p>',
    );
    const { response, page } = await inbox();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'",
    );
    expect(page).toContain(
      '<h2>Leave application: Zoë &#60;script&#62;alert(1)&#60;/script&#62; — Sick</h2>',
    );
    expect(page).toContain('<dd>Teamledger &#60;no-reply@teamledger.local&#62;</dd>');
    expect(page).toContain('<dd>hr@northwind.test</dd>');
    expect(page).toContain(
      `<pre>${'Ünïcode &#38; &#60;b&#62;tags&#60;/b&#62; stay text.\n'.repeat(7)}Ünïcode`,
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('The HTML part');
    expect(page).toMatch(/<time>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/time>/);
  });

  it('shows the newest first and keeps only the latest ones', async () => {
    await send('Second', 'two');
    await send('Third', 'three');
    const { page } = await inbox();
    const subjects = [...page.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(subjects).toEqual(['Third', 'Second']);
    expect(catcher.mails().map((mail) => mail.subject)).toEqual(['Third', 'Second']);
  });

  it('counts every email received at /received, also those that dropped off', async () => {
    const response = await fetch(`${catcher.inboxUrl}/received`);
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('3');
    const { page } = await inbox();
    expect(page).toContain('<body data-received="3">');
    expect(page).toContain('<script src="/inbox.js"></script>');
    expect(page).not.toMatch(/http-equiv="refresh"/i);
    const script = await fetch(`${catcher.inboxUrl}/inbox.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    await expect(script.text()).resolves.toContain("fetch('/received'");
  });

  it('names the port and its variable in one line when a port is taken', async () => {
    const inboxPort = Number(new URL(catcher.inboxUrl).port);
    await expect(startMailCatcher({ smtpPort: 0, inboxPort })).rejects.toThrow(
      `Port ${inboxPort} (the mail catcher's inbox) is already in use: is Teamledger already ` +
        'running? Stop it, or set MAIL_CATCHER_INBOX_PORT to a free port.',
    );
    await expect(startMailCatcher({ smtpPort: catcher.smtpPort, inboxPort: 0 })).rejects.toThrow(
      `set MAIL_CATCHER_SMTP_PORT to a free port.`,
    );
  });

  it('answers 404 off the inbox page', async () => {
    expect((await fetch(`${catcher.inboxUrl}/mails/1`)).status).toBe(404);
  });
});
