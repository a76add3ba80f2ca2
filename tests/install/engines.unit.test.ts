import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// A fresh `npm install` on the oldest Node that package.json's engines allows must print no
// EBADENGINE warning: every locked package has to accept that Node version too.

interface LockedPackage {
  version?: string;
  engines?: unknown;
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

const root = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };

/** The packages of the lock whose engines.node refuses `node`, as "path@version (range)". */
function refusing(packages: Record<string, LockedPackage>, node: string): string[] {
  return Object.entries(packages).flatMap(([path, locked]) => {
    const engines = locked.engines as { node?: unknown } | undefined;
    const range = typeof engines?.node === 'string' ? engines.node : null;
    if (range === null || semver.satisfies(node, range)) return [];
    return [`${path}@${locked.version ?? '?'} (node ${range})`];
  });
}

describe('package-lock.json', () => {
  const oldest = semver.minVersion(root.engines.node)?.version;

  it('names a lowest Node version in engines', () => {
    expect(oldest).toBe('20.19.0');
  });

  it('holds no package whose engines refuse the oldest Node that engines allows', () => {
    expect(refusing(lock.packages, oldest ?? '')).toEqual([]);
  });

  it('would name a package that wants a newer Node', () => {
    const packages = {
      '': { engines: { node: '>=20.19' } },
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/old': { version: '1.0.0', engines: ['node >= 0.4'] },
    };
    expect(refusing(packages, '20.19.0')).toEqual(['node_modules/cookie@2.0.2 (node >=22)']);
  });
});
