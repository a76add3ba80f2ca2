import type { ClientBase, Pool } from 'pg';
import { defaultSettings, type Settings } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

/** The company settings, with defaults for what nobody has set yet. */
export async function readSettings(db: Db, defaultTimeZone: string): Promise<Settings> {
  const { rows } = await db.query<{ value: Partial<Settings> }>(
    'SELECT value FROM settings WHERE id = 1',
  );
  return { ...defaultSettings(defaultTimeZone), ...rows[0]?.value };
}
