/**
 * The provider simulator on its own: `npx tsx tools/provider-simulator/main.ts`.
 * PROVIDER_SIMULATOR_PORT (3100), PROVIDER_SIMULATOR_SEED, PROVIDER_SIMULATOR_TASKS,
 * PROVIDER_SIMULATOR_DAYS, PROVIDER_SIMULATOR_FROM (no data before that day), and PROVIDER_SIMULATOR_SPACES / PROVIDER_SIMULATOR_USERS as JSON
 * lists ({ id, name } and { id, email, name, spaceIds }) shape its data; npm start passes
 * the demo company's provider space and people.
 */
import { createProviderSimulator } from './server.js';

const env = process.env;
const json = (name: string) => (env[name] ? JSON.parse(env[name]) : undefined);
const number = (name: string) => (env[name] ? Number(env[name]) : undefined);
const port = number('PROVIDER_SIMULATOR_PORT') ?? 3100;

const { app } = createProviderSimulator({
  seed: number('PROVIDER_SIMULATOR_SEED'),
  tasks: number('PROVIDER_SIMULATOR_TASKS'),
  days: number('PROVIDER_SIMULATOR_DAYS'),
  from: env.PROVIDER_SIMULATOR_FROM || undefined,
  spaces: json('PROVIDER_SIMULATOR_SPACES'),
  users: json('PROVIDER_SIMULATOR_USERS'),
  apiKey: env.PROVIDER_API_KEY || undefined,
  apiSecret: env.PROVIDER_API_SECRET || undefined,
});
await app.listen({ port, host: '127.0.0.1' });
console.warn(`provider simulator listening on http://127.0.0.1:${port}/v1`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
