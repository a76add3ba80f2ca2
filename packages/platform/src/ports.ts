/**
 * A port another process holds: scripts/start.mjs checks every port before it starts a
 * service, and each service says the same in one line if it loses the race (the stack trace
 * of EADDRINUSE tells a person nothing they can act on).
 */
export function portInUseMessage(port: number, variable: string, what: string): string {
  return (
    `Port ${port} (${what}) is already in use: is Teamledger already running? ` +
    `Stop it, or set ${variable} to a free port.`
  );
}

export const isAddressInUse = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'EADDRINUSE';

/**
 * Runs `listen`; if the port is taken, prints portInUseMessage and stops the process with
 * exit code 1. Other errors are thrown as they are.
 */
export async function listenOrExit<T>(
  listen: () => Promise<T>,
  port: { port: number; variable: string; what: string },
): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    console.error(portInUseMessage(port.port, port.variable, port.what));
    process.exit(1);
  }
}
