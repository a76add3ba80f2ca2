// The local mail catcher of `npm start` and `npm run dev` (scripts/start.mjs runs it when
// SMTP_URL is unset). Not part of the build: it runs from source with tsx.
import {
  baseEnvSchema,
  createLogger,
  envSchemas,
  loadConfigOrExit,
  parseEnv,
} from '@teamledger/platform';
import {
  MAIL_CATCHER_INBOX_PORT,
  MAIL_CATCHER_SMTP_PORT,
  startMailCatcher,
} from './mail-catcher.js';

const config = loadConfigOrExit(() =>
  parseEnv(
    'mail-catcher',
    baseEnvSchema.pick({ LOG_LEVEL: true }).extend({
      MAIL_CATCHER_SMTP_PORT: envSchemas.port.default(MAIL_CATCHER_SMTP_PORT),
      MAIL_CATCHER_INBOX_PORT: envSchemas.port.default(MAIL_CATCHER_INBOX_PORT),
    }),
  ),
);
const logger = createLogger('mail-catcher', config.LOG_LEVEL);

const catcher = await startMailCatcher({
  smtpPort: config.MAIL_CATCHER_SMTP_PORT,
  inboxPort: config.MAIL_CATCHER_INBOX_PORT,
  onMail: (mail) => logger.info({ to: mail.to, subject: mail.subject }, 'email caught'),
}).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
logger.info({ smtpPort: catcher.smtpPort, inbox: catcher.inboxUrl }, 'mail catcher running');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await catcher.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
