import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startHealthServer } from './health-server.js';
import type { ProjectorHost } from './host.js';

describe('startHealthServer', () => {
  it('rejects with EADDRINUSE when the port is taken, instead of crashing the process', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    // Listening alone never asks the host anything.
    const host = {} as ProjectorHost;
    try {
      await expect(startHealthServer(host, '127.0.0.1', port)).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      holder.close();
    }
  });
});
