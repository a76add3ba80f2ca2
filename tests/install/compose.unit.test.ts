import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');

/** Each service's block of lines under `services:`, by name. */
function serviceBlocks(text: string): Map<string, string> {
  const services = text.split(/^services:\n/m)[1]!.split(/^\S/m)[0]!;
  const blocks = new Map<string, string>();
  for (const block of services.split(/^(?= {2}[\w-]+:\s*$)/m)) {
    const name = /^ {2}([\w-]+):/.exec(block)?.[1];
    if (name) blocks.set(name, block);
  }
  return blocks;
}

describe('docker-compose.yml', () => {
  it('gives every service a restart policy and a healthcheck', () => {
    const blocks = serviceBlocks(compose);
    expect([...blocks.keys()].sort()).toEqual(
      ['api', 'eventstore', 'mail', 'postgres', 'projector', 'redis', 'worker'].sort(),
    );
    const missing = [...blocks].flatMap(([name, block]) => [
      ...(/^ {4}restart: unless-stopped$/m.test(block) ? [] : [`${name}: restart`]),
      ...(/^ {4}healthcheck:$/m.test(block) ? [] : [`${name}: healthcheck`]),
    ]);
    expect(missing).toEqual([]);
  });
});
