// The containers' healthcheck (docker-compose.yml): every address given must answer within
// 3 s. http(s)://... must answer 2xx (the api's /readyz, the projector's /healthz);
// tcp://host:port must accept a connection (the worker has no HTTP port: it is healthy
// when it can reach what it works with). Exit 0 when all answer, 1 otherwise.
import { connect } from 'node:net';

const TIMEOUT_MS = 3000;

function check(address) {
  const url = new URL(address);
  if (url.protocol === 'tcp:') {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: url.hostname, port: Number(url.port) });
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('timed out')));
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', reject);
    });
  }
  return fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then((response) => {
    if (!response.ok) throw new Error(`answered ${response.status}`);
  });
}

const addresses = process.argv.slice(2);
const results = await Promise.allSettled(addresses.map(check));
const failed = results.flatMap((result, i) =>
  result.status === 'rejected' ? [`${addresses[i]}: ${result.reason.message}`] : [],
);
if (failed.length > 0 || addresses.length === 0) {
  console.error(failed.join('\n') || 'usage: node scripts/healthcheck.mjs <url>...');
  process.exit(1);
}
