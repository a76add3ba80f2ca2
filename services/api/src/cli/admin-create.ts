// npm run admin:create -- --email E --password P --name N
// Creates an active Admin; running it again for the same email changes nothing.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { normalizeEmail, passwordSchema } from '@teamledger/domain';
import { createEventStore, withCheckedEventStore } from '@teamledger/eventstore';
import {
  createPool,
  ensureDatabase,
  loadConfigOrExit,
  newId,
  systemClock,
} from '@teamledger/platform';
import { hashPassword } from '../auth/passwords.js';
import { loadApiConfig } from '../config.js';
import { migrateApiDatabase } from '../migrate.js';
import { registerUser } from '../users/register.js';

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: passwordSchema,
  name: z.string().trim().min(1, '--name is required'),
});

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error('usage: npm run admin:create -- --email E --password P --name N');
  for (const issue of parsed.error.issues)
    console.error(`  - ${issue.path.join('.')}: ${issue.message}`);
  process.exit(2);
}

const config = loadConfigOrExit(() => withCheckedEventStore(loadApiConfig()));
await ensureDatabase(config.DATABASE_URL);
await migrateApiDatabase(config);
const store = createEventStore(config);
const pool = createPool(config.DATABASE_URL, { max: 2 });
try {
  const { password, name } = parsed.data;
  const email = normalizeEmail(parsed.data.email);
  const result = await registerUser(
    store,
    pool,
    {
      email,
      name,
      role: 'Admin',
      status: 'active',
      passwordHash: await hashPassword(password),
      via: 'cli',
      teamName: null,
      leadIds: [],
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: false,
      isLead: false,
      gender: null,
    },
    { actorId: null, at: systemClock.now(), correlationId: newId(), source: 'system' },
  );
  console.log(
    result.outcome === 'created'
      ? `Created Admin ${email} (id ${result.userId}).`
      : `${email} is already a user (id ${result.userId}); nothing changed.`,
  );
} finally {
  await store.close();
  await pool.end();
}
