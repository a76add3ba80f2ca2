import { describe, expect, it } from 'vitest';
import { eslintWithoutTypes, root } from './eslint-without-types.js';

// The import boundaries of eslint.config.js, run on code that breaks them. The type-aware
// rules are switched off here: they would build the whole TypeScript program for each case,
// and the boundaries do not need types.

const eslint = eslintWithoutTypes;

/** The rule ids ESLint reports for `code` saved as `filePath`, once each, in order. */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return [...new Set(result?.messages.map((message) => message.ruleId ?? message.message))];
}

// The first lint of a run loads every plugin and the resolver: seconds on a busy machine.
const slow = { timeout: 30_000 };

describe('import boundaries', slow, () => {
  it.each([
    ['packages/domain/src/leaves/x.ts', "import pg from 'pg';\nexport { pg };\n"],
    [
      'packages/domain/src/leaves/x.ts',
      "import { readFile } from 'node:fs/promises';\nexport { readFile };\n",
    ],
    ['packages/domain/src/leaves/x.ts', "export { Queue } from 'bullmq';\n"],
    ['web/src/features/leaves/x.ts', "export { createHash } from 'node:crypto';\n"],
  ])('%s may not import: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['packages/domain/src/leaves/x.ts', "export * from '@teamledger/eventstore';\n"],
    ['services/api/src/leaves/x.ts', "export * from '@teamledger/worker';\n"],
    ['services/worker/src/x.ts', "export * from '@teamledger/projector';\n"],
    ['web/src/features/leaves/x.ts', "export * from '@teamledger/read-models';\n"],
  ])('%s may not import the workspace: %s', async (filePath, code) => {
    // By name always; by path too where the package resolves (the services export nothing).
    expect(await ruleIds(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    // Into another service by a relative path.
    ['services/api/src/leaves/x.ts', "export * from '../../../worker/src/retry.js';\n"],
    // The domain reaching into a service's files.
    ['packages/domain/src/leaves/x.ts', "export * from '../../../../services/api/src/index.js';\n"],
    // A file inside another domain slice instead of its index.
    ['packages/domain/src/teams/x.ts', "export { USER_STATUSES } from '../users/types.js';\n"],
    // A file inside another web feature instead of its index.
    [
      'web/src/features/leaves/api/x.ts',
      "export { reportsQueryKey } from '../../reports/api/keys';\n",
    ],
    // The web app reaching into a package's files rather than @teamledger/domain.
    ['web/src/lib/x.ts', "export * from '../../../packages/domain/src/users/index.js';\n"],
  ])('%s may not import: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['packages/domain/src/teams/x.ts', "export { USER_STATUSES } from '../users/index.js';\n"],
    ['web/src/features/leaves/api/x.ts', "export { reportsQueryKey } from '../../reports';\n"],
    ['web/src/lib/x.ts', "export { ROLES } from '@teamledger/domain';\n"],
    // An API test runs the projector in-process: test files may cross between services.
    ['services/api/src/leaves/x.int.test.ts', "export * from '@teamledger/projector';\n"],
    ['services/api/src/test-support/x.ts', "export * from '@teamledger/projector';\n"],
  ])('%s may import: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  it('finds an import cycle inside the domain', async () => {
    // The event registry imports every slice, and every slice imports shared/.
    const code = "export { parseEvent } from '../events/index.js';\nexport class DomainError {}\n";
    expect(await ruleIds('packages/domain/src/shared/errors.ts', code)).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('finds an import cycle inside the web app', async () => {
    // The leaves feature refreshes the reports after a leave is applied: reports may not import it back.
    const code = "export { LeaveForm } from '../leaves';\n";
    expect(await ruleIds('web/src/features/reports/index.ts', code)).toEqual(['import-x/no-cycle']);
  });
});

describe('react hooks', slow, () => {
  it('refuses a hook called conditionally', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Counter({ on }: { on: boolean }) {',
      '  if (!on) return null;',
      '  const [count] = useState(0);',
      '  return count;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('web/src/components/x.tsx', code)).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('refuses an effect that leaves out a dependency', async () => {
    const code = [
      "import { useEffect } from 'react';",
      'export function Title({ title }: { title: string }) {',
      '  useEffect(() => {',
      '    document.title = title;',
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('web/src/components/x.tsx', code)).toEqual([
      'react-hooks/exhaustive-deps',
    ]);
  });
});
