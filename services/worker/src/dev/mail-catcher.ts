import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { isAddressInUse, portInUseMessage } from '@teamledger/platform';
import { readMail, type MailMessage } from '../mail/read-mail.js';

/** The worker's default SMTP_URL points here. */
export const MAIL_CATCHER_SMTP_PORT = 1025;
export const MAIL_CATCHER_INBOX_PORT = 1080;
/** Emails kept in memory; older ones drop off. */
export const MAIL_CATCHER_KEEP = 200;

export interface CaughtMail extends MailMessage {
  receivedAt: Date;
}

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  smtpPort?: number;
  inboxPort?: number;
  keep?: number;
  onMail?: (mail: CaughtMail) => void;
}

export interface MailCatcher {
  smtpPort: number;
  inboxUrl: string;
  /** Newest first. */
  mails(): readonly CaughtMail[];
  close(): Promise<void>;
}

/**
 * A development mail server: accepts every email over plain SMTP without authentication and
 * lists the latest ones on an inbox page. Only `npm start` and `npm run dev` run it, on
 * 127.0.0.1; docker compose has mailpit instead.
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  smtpPort = MAIL_CATCHER_SMTP_PORT,
  inboxPort = MAIL_CATCHER_INBOX_PORT,
  keep = MAIL_CATCHER_KEEP,
  onMail,
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    banner: 'Teamledger mail catcher',
    authOptional: true,
    // Plain SMTP only: STARTTLS would present smtp-server's published test certificate.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        readMail(Buffer.concat(chunks)).then((message) => {
          const mail = { ...message, receivedAt: new Date() };
          mails.unshift(mail);
          mails.splice(keep);
          received += 1;
          onMail?.(mail);
          callback();
        }, callback);
      });
    },
  });
  // SMTPServer re-emits every client's socket error and its own listen error; a client that
  // drops its connection must not stop the catcher, and listen errors are handled below.
  smtp.on('error', () => undefined);
  let received = 0;
  const inbox = createServer((request, response) => {
    const page = request.method === 'GET' ? INBOX_ROUTES[request.url ?? ''] : undefined;
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const [contentType, body] =
      page === 'inbox'
        ? ['text/html; charset=utf-8', inboxPage(mails, keep, received)]
        : page === 'received'
          ? ['text/plain; charset=utf-8', String(received)]
          : ['text/javascript; charset=utf-8', INBOX_SCRIPT];
    response
      .writeHead(200, {
        'content-type': contentType,
        // The page shows what anyone sent; even a missed escape must not run as script:
        // the one script allowed is ours, from this server.
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'",
        'cache-control': 'no-store',
      })
      .end(body);
  });

  const smtpAddress = await listen(smtp.server, smtpPort, host).catch((error: unknown) => {
    throw portError(error, 'smtp', smtpPort);
  });
  const inboxAddress = await listen(inbox, inboxPort, host).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw portError(error, 'inbox', inboxPort);
  });
  return {
    smtpPort: smtpAddress.port,
    inboxUrl: `http://${host}:${inboxAddress.port}`,
    mails: () => mails,
    async close() {
      inbox.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise<void>((resolve) => inbox.close(() => resolve())),
      ]);
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** The variables scripts/start.mjs reads to move the catcher, by port. */
export const MAIL_CATCHER_PORT_VARIABLES = {
  smtp: 'MAIL_CATCHER_SMTP_PORT',
  inbox: 'MAIL_CATCHER_INBOX_PORT',
} as const;

function portError(error: unknown, what: 'smtp' | 'inbox', port: number): Error {
  if (!isAddressInUse(error)) return error as Error;
  const label = what === 'smtp' ? "the mail catcher's SMTP" : "the mail catcher's inbox";
  return new Error(portInUseMessage(port, MAIL_CATCHER_PORT_VARIABLES[what], label), {
    cause: error,
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const INBOX_ROUTES: Record<string, 'inbox' | 'received' | 'script'> = {
  '/': 'inbox',
  '/received': 'received',
  '/inbox.js': 'script',
};

/**
 * Asks every 5 s how many emails have arrived and, when there are new ones, says so in a
 * status line with a link that shows them. The page never reloads by itself (axe's
 * meta-refresh rule): a reader keeps their place until they follow the link.
 */
const INBOX_SCRIPT = `const shown = Number(document.body.dataset.received);
const status = document.getElementById('news');
setInterval(async () => {
  try {
    const response = await fetch('/received', { cache: 'no-store' });
    const fresh = Number(await response.text()) - shown;
    if (fresh <= 0) return;
    const link = document.createElement('a');
    link.href = '/';
    link.textContent = fresh === 1 ? 'Show the new email' : 'Show the ' + fresh + ' new emails';
    status.replaceChildren(
      (fresh === 1 ? '1 new email has arrived. ' : fresh + ' new emails have arrived. '),
      link,
    );
  } catch {
    // The catcher stopped; the page stays as it is.
  }
}, 5000);
`;

function inboxPage(mails: readonly CaughtMail[], keep: number, received: number): string {
  const items = mails.map(
    (mail) => `
    <article>
      <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
      <dl>
        <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
        <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
        ${mail.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : ''}
        <dt>Received</dt><dd><time>${mail.receivedAt.toISOString()}</time></dd>
      </dl>
      <pre>${escapeHtml(mail.text)}</pre>
    </article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Teamledger inbox (${mails.length})</title>
  <style>
    body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
    article { border: 1px solid #ccc; border-radius: 6px; margin: 1rem 0; padding: 0 1rem 1rem; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
    dt { color: #555; } dd { margin: 0; }
    pre { background: #f6f6f6; padding: 0.75rem; white-space: pre-wrap; }
    #news:not(:empty) { background: #fff3cd; border-radius: 6px; padding: 0.5rem 1rem; }
  </style>
</head>
<body data-received="${received}">
  <main>
    <h1>Teamledger inbox</h1>
    <p>Every email the worker sends in development lands here (the latest ${keep}, newest first; kept in memory only). <a href="/">Refresh</a></p>
    <p id="news" role="status"></p>
    ${items.join('') || '<p>No emails yet.</p>'}
  </main>
  <script src="/inbox.js"></script>
</body>
</html>
`;
}
