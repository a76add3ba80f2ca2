import { describe, expect, it } from 'vitest';
import { eslintWithoutTypes, root } from './eslint-without-types.js';

// The event-cast rule of eslint.config.js (no-restricted-syntax): stored event data is typed
// only by parseEvent or a decider's parse. Type-aware rules are off, as in boundaries.unit.test.ts.

const eslint = eslintWithoutTypes;

/** The no-restricted-syntax messages ESLint reports for `line` saved as `filePath`. */
async function refusals(filePath: string, line: string): Promise<string[]> {
  const code = `import type { UserEvent } from '@teamledger/domain';\ndeclare const event: { data: unknown };\nexport const x = ${line};\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const slow = { timeout: 30_000 };

describe('event casts', slow, () => {
  it.each([
    ['services/api/src/users/x.ts', 'event as UserEvent', 'parseEvent'],
    ['services/worker/src/jobs/x.ts', '[event] as UserEvent[]', 'parseEvent'],
    ['packages/read-models/src/x.ts', "event as Extract<UserEvent, { type: 'A' }>", 'parseEvent'],
    ['web/src/lib/x.ts', 'event as UserEvent | undefined', 'parseEvent'],
    ['services/api/src/users/x.ts', 'event.data as { userId: string }', 'zod schema'],
    ['services/worker/src/x.ts', 'event?.data as { to?: string }', 'zod schema'],
    ['packages/domain/src/users/x.unit.test.ts', 'event.data as never', 'zod schema'],
  ])('%s refuses `%s`, naming what to use', async (filePath, line, instead) => {
    const messages = await refusals(filePath, line);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(instead);
  });

  it.each([
    ['packages/domain/src/events/registry.ts', 'event as UserEvent'],
    ['packages/domain/src/shared/events.ts', 'event as UserEvent'],
    ['services/api/src/users/x.ts', 'event satisfies { data: unknown }'],
    ['services/api/src/users/x.ts', "['UserRegistered'] as UserEvent['type'][]"],
  ])('%s allows `%s`', async (filePath, line) => {
    expect(await refusals(filePath, line)).toEqual([]);
  });
});
