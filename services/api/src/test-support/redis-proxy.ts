import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * What the Redis behind the proxy does:
 * - forward: answers (the real Redis);
 * - frozen: the connections stay open but nothing flows, as with a Redis stopped by SIGSTOP
 *   or a network that drops packets; what was held flows on when it thaws;
 * - silent: connections are dropped, new ones are accepted and never answered;
 * - down: connections are dropped and refused (nothing listens).
 */
export type RedisMode = 'forward' | 'frozen' | 'silent' | 'down';

interface Pair {
  client: Socket;
  upstream: Socket | null;
  held: { to: Socket; data: Buffer }[];
}

/** A TCP proxy on 127.0.0.1 in front of a real Redis, to make it fail on purpose. */
export class RedisProxy {
  private mode: RedisMode = 'forward';
  private readonly pairs = new Set<Pair>();
  private readonly server: Server;
  private port = 0;

  private constructor(private readonly target: URL) {
    this.server = createServer((client) => this.accept(client));
  }

  static async start(redisUrl: string): Promise<RedisProxy> {
    const proxy = new RedisProxy(new URL(redisUrl));
    await proxy.listen();
    proxy.port = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  /** The proxied Redis URL (same database number and credentials as the target). */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async set(mode: RedisMode): Promise<void> {
    const before = this.mode;
    this.mode = mode;
    if (mode === 'silent' || mode === 'down') this.dropAll();
    if (mode === 'down' && before !== 'down') await new Promise((r) => this.server.close(r));
    if (mode !== 'down' && before === 'down') await this.listen();
    if (mode === 'forward') {
      for (const pair of this.pairs) {
        for (const { to, data } of pair.held.splice(0)) to.write(data);
      }
    }
  }

  async close(): Promise<void> {
    this.dropAll();
    if (this.mode !== 'down') await new Promise((r) => this.server.close(r));
  }

  private listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  private accept(client: Socket): void {
    const pair: Pair = { client, upstream: null, held: [] };
    this.pairs.add(pair);
    client.on('close', () => this.drop(pair));
    client.on('error', () => this.drop(pair));
    if (this.mode === 'silent') return;
    const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
    pair.upstream = upstream;
    upstream.on('close', () => this.drop(pair));
    upstream.on('error', () => this.drop(pair));
    const relay = (to: Socket) => (data: Buffer) => {
      if (this.mode === 'frozen') pair.held.push({ to, data });
      else to.write(data);
    };
    client.on('data', relay(upstream));
    upstream.on('data', relay(client));
  }

  private drop(pair: Pair): void {
    pair.client.destroy();
    pair.upstream?.destroy();
    this.pairs.delete(pair);
  }

  private dropAll(): void {
    for (const pair of [...this.pairs]) this.drop(pair);
  }
}
