// The local mail catcher of `npm start` and `npm run dev` (scripts/start.mjs runs it when
// SMTP_URL is unset). Not part of the build: it runs from source with tsx.
import { baseEnvSchema, createLogger, loadConfigOrExit, parseEnv } from '@teamledger/platform';
import { startMailCatcher } from './mail-catcher.js';

const config = loadConfigOrExit(() =>
  parseEnv('mail-catcher', baseEnvSchema.pick({ LOG_LEVEL: true })),
);
const logger = createLogger('mail-catcher', config.LOG_LEVEL);

const catcher = await startMailCatcher({
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
