import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAddressInUse, listenOrExit, portInUseMessage } from './ports.js';

describe('portInUseMessage', () => {
  it('names the port, what it is for and the variable that moves it, in one line', () => {
    expect(portInUseMessage(3001, 'PROJECTOR_PORT', "the projector's health check")).toBe(
      "Port 3001 (the projector's health check) is already in use: is Teamledger already " +
        'running? Stop it, or set PROJECTOR_PORT to a free port.',
    );
  });
});

describe('listenOrExit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the one line and exits 1 when a real listen finds the port taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exited = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const second = createServer();
    try {
      await listenOrExit(
        () =>
          new Promise<void>((resolve, reject) => {
            second.once('error', reject);
            second.listen(port, '127.0.0.1', resolve);
          }),
        { port, variable: 'PORT', what: 'the dashboard and API' },
      );
      expect(printed.mock.calls).toEqual([
        [portInUseMessage(port, 'PORT', 'the dashboard and API')],
      ]);
      expect(exited.mock.calls).toEqual([[1]]);
    } finally {
      holder.close();
    }
  });

  it('answers what listen answered, and throws other errors as they are', async () => {
    const where = { port: 1, variable: 'PORT', what: 'x' };
    await expect(listenOrExit(async () => 'listening', where)).resolves.toBe('listening');
    const denied = Object.assign(new Error('denied'), { code: 'EACCES' });
    await expect(listenOrExit(() => Promise.reject(denied), where)).rejects.toBe(denied);
    expect(isAddressInUse(denied)).toBe(false);
    expect(isAddressInUse(null)).toBe(false);
  });
});
