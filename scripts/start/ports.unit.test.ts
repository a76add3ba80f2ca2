import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portInUseMessage as servicesMessage } from '@teamledger/platform';
import { isPortTaken, portInUseMessage, portProblem } from './ports.mjs';

const held: Server[] = [];
async function holdPort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  held.push(server);
  return (server.address() as AddressInfo).port;
}
async function freePort(): Promise<number> {
  const port = await holdPort();
  await new Promise((resolve) => held.pop()?.close(resolve));
  return port;
}
afterEach(() => {
  for (const server of held.splice(0)) server.close();
});

describe('portInUseMessage', () => {
  it('says what the services say when they lose the race for a port', () => {
    expect(portInUseMessage(3000, 'PORT', 'the dashboard and API')).toBe(
      servicesMessage(3000, 'PORT', 'the dashboard and API'),
    );
    expect(portInUseMessage(5173, null, 'the Vite dev server')).toBe(
      'Port 5173 (the Vite dev server) is already in use: is Teamledger already running? ' +
        'Stop it first.',
    );
  });
});

describe('isPortTaken', () => {
  it('is true for a port another server listens on and false for a free one', async () => {
    await expect(isPortTaken(await holdPort(), '127.0.0.1')).resolves.toBe(true);
    await expect(isPortTaken(await freePort(), '127.0.0.1')).resolves.toBe(false);
  });

  it('sees a port held on every address (0.0.0.0) as taken on 127.0.0.1', async () => {
    await expect(isPortTaken(await holdPort('0.0.0.0'), '127.0.0.1')).resolves.toBe(true);
  });
});

describe('portProblem', () => {
  it('is null when every port is free, and ignores port 0', async () => {
    const api = await freePort();
    await expect(
      portProblem([
        { port: api, host: '127.0.0.1', variable: 'PORT', what: 'the dashboard and API' },
        { port: 0, host: '127.0.0.1', variable: 'PROJECTOR_PORT', what: 'x' },
        { port: 0, host: '127.0.0.1', variable: 'MAIL_CATCHER_SMTP_PORT', what: 'y' },
      ]),
    ).resolves.toBeNull();
  });

  it('names the first taken port and its variable in one line', async () => {
    const api = await freePort();
    const projector = await holdPort();
    const problem = await portProblem([
      { port: api, host: '127.0.0.1', variable: 'PORT', what: 'the dashboard and API' },
      {
        port: projector,
        host: '127.0.0.1',
        variable: 'PROJECTOR_PORT',
        what: "the projector's health check",
      },
    ]);
    expect(problem).toBe(
      `Port ${projector} (the projector's health check) is already in use: is Teamledger ` +
        'already running? Stop it, or set PROJECTOR_PORT to a free port.',
    );
    expect(problem).not.toContain('\n');
  });

  it('names two variables set to the same port before looking at any', async () => {
    const port = await holdPort();
    await expect(
      portProblem([
        { port, host: '127.0.0.1', variable: 'PORT', what: 'the dashboard and API' },
        { port, host: '127.0.0.1', variable: 'PROJECTOR_PORT', what: 'the projector' },
      ]),
    ).resolves.toBe(
      `PORT and PROJECTOR_PORT are both port ${port}: give one of them another port.`,
    );
  });
});
