// @ts-check
// Port checks of scripts/start.mjs: before any service starts, every port it will listen on
// must be free, or npm start stops with one line naming the port and the variable that
// moves it (a second npm start used to die in a child's EADDRINUSE stack trace).
import { createServer } from 'node:net';

/**
 * @typedef {object} PortUse
 * @property {number} port
 * @property {string} host
 * @property {string | null} variable the environment variable that moves it, if any
 * @property {string} what what listens there, e.g. 'the dashboard and API'
 */

/**
 * The same words as portInUseMessage of @teamledger/platform, which the services print if
 * they lose a race for the port (start.mjs runs before any build, so it cannot import it).
 * @param {number} port
 * @param {string | null} variable
 * @param {string} what
 */
export function portInUseMessage(port, variable, what) {
  const fix = variable ? `Stop it, or set ${variable} to a free port.` : 'Stop it first.';
  return `Port ${port} (${what}) is already in use: is Teamledger already running? ${fix}`;
}

/**
 * Whether something else listens on host:port: true when binding it fails with EADDRINUSE.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
export function isPortTaken(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
        ? resolve(true)
        : reject(error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * The one line that stops npm start before it starts anything, or null when all is well:
 * two variables naming the same port, or a port that another process holds. Port 0 means
 * "any free port" and is never a problem.
 * @param {PortUse[]} uses
 * @returns {Promise<string | null>}
 */
export async function portProblem(uses) {
  const fixed = uses.filter((use) => use.port !== 0);
  for (const [index, use] of fixed.entries()) {
    const other = fixed.slice(0, index).find((earlier) => earlier.port === use.port);
    if (other) {
      const names = [other, use].map((u) => u.variable ?? u.what).join(' and ');
      return `${names} are both port ${use.port}: give one of them another port.`;
    }
  }
  for (const use of fixed) {
    if (await isPortTaken(use.port, use.host)) {
      return portInUseMessage(use.port, use.variable, use.what);
    }
  }
  return null;
}
