/**
 * A level-triggered wake-up: a wake that arrives while nobody waits is kept, so a
 * subscriber that is busy reading when a notification comes reads again instead of
 * sleeping through it.
 */
export class WakeSignal {
  private pending = false;
  private release: (() => void) | undefined;

  wake(): void {
    this.pending = true;
    this.release?.();
  }

  /** Forget earlier wakes; call right before reading, so later ones are kept. */
  reset(): void {
    this.pending = false;
  }

  /** Resolves on the next wake (at once if one is pending) or after `timeoutMs`. */
  wait(timeoutMs: number): Promise<void> {
    if (this.pending) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.release === done) this.release = undefined;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.release = done;
    });
  }
}

export function backoffMs(attempt: number, baseMs = 100, maxMs = 5_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** A failing handler that nobody hears about would stall a projection silently. */
export function reportStopped(
  onError: ((error: unknown) => void) | undefined,
  error: unknown,
): void {
  try {
    if (onError) onError(error);
    else console.error('event store subscription stopped: the handler failed', error);
  } catch (callbackError) {
    console.error('event store subscription: onError threw', callbackError);
  }
}
