import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// CONTRIBUTING.md's checklists name the files each change touches; a renamed or missing file
// there sends a newcomer looking for something that is not there. Every backticked path under
// one of the repository's top folders must exist; a `<placeholder>` segment (`<slice>`,
// `<report>`, `<name>.int.test.ts`, `*.reliability.test.ts`) must match a real file or folder.

const root = fileURLToPath(new URL('../../', import.meta.url));
const TOP = /^(packages|services|web|tests|bench|docs|scripts|tools)\//;

/** The backticked paths of a Markdown text, without a trailing slash. */
const namedPaths = (markdown: string): string[] =>
  [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/\/$/, ''))
    .filter((path) => TOP.test(path));

/** Whether a path exists, each `<placeholder>` or `*` standing for any name. */
function resolves(path: string, dir = root): boolean {
  const [segment, ...rest] = path.split('/');
  if (segment === undefined) return true;
  const candidates = /[<*]/.test(segment)
    ? (existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : []).filter((name) =>
        new RegExp(
          `^${segment
            .split(/<[^>]+>|\*/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]+')}$`,
        ).test(name),
      )
    : [segment];
  return candidates.some((name) => {
    const next = join(dir, name);
    return rest.length === 0 ? existsSync(next) : resolves(rest.join('/'), next);
  });
}

describe('CONTRIBUTING.md', () => {
  const paths = namedPaths(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'));

  it('names the files the checklists touch', () => {
    expect(paths).toContain('web/src/app/screens.ts');
    expect(paths).toContain('services/api/src/access/date-range.int.test.ts');
    expect(paths).toContain('services/api/src/access/text-input.int.test.ts');
    // A report's folder in each package (ARCHITECTURE.md "Reports: one definition each").
    expect(paths).toEqual(
      expect.arrayContaining([
        'packages/domain/src/reports/<report>/definition.ts',
        'packages/domain/src/reports/<report>/contract.ts',
        'services/api/src/reports/<report>/route.ts',
        'services/api/src/reports/<report>/route.int.test.ts',
        'web/src/app/routes/app/reports/<report>.tsx',
      ]),
    );
  });

  it('names only paths that exist', () => {
    expect(paths.filter((path) => !resolves(path))).toEqual([]);
  });

  it('resolves a placeholder against the real folders', () => {
    expect(resolves('packages/domain/src/<slice>/events.ts')).toBe(true);
    expect(resolves('packages/domain/src/reports/<report>/definition.ts')).toBe(true);
    expect(resolves('services/api/src/reports/<report>/route.ts')).toBe(true);
    expect(resolves('packages/domain/src/<slice>/no-such-file.ts')).toBe(false);
  });
});
