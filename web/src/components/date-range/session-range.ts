import { useCallback, useState } from 'react';
import { z } from 'zod';
import { allUsersRangeProblem, isIsoDate } from '@teamledger/domain';
import type { DateRange } from './presets';
import { SESSION_RANGE_KEY, STORAGE_PREFIX } from './session-range-key';

export { SESSION_RANGE_KEY };

const storedRangeSchema = z.object({
  from: z.string().refine(isIsoDate),
  to: z.string().refine(isIsoDate),
});

/**
 * The range stored for this browser session, or null. A screen that opens for every user
 * leaves out a range the all-user limit refuses (chosen for one person on another screen),
 * and opens on its default instead of on an error.
 */
export function readSessionRange(
  storage: Pick<Storage, 'getItem'>,
  { allUsers = false }: { allUsers?: boolean } = {},
): DateRange | null {
  try {
    const parsed = storedRangeSchema.safeParse(
      JSON.parse(storage.getItem(SESSION_RANGE_KEY) ?? ''),
    );
    if (!parsed.success) return null;
    return allUsersRangeProblem(parsed.data, !allUsers) === null ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The range chosen earlier in this browser session, or null for the screen's default. */
export function useSessionRange(
  opening: { allUsers?: boolean } = {},
): [DateRange | null, (range: DateRange) => void] {
  const [range, setRange] = useState(() => readSessionRange(sessionStorage, opening));
  const choose = useCallback((next: DateRange) => {
    sessionStorage.setItem(SESSION_RANGE_KEY, JSON.stringify(next));
    setRange(next);
  }, []);
  return [range, choose];
}

/**
 * Forgets what the app kept in this browser (SPEC.md 2: Sign Out clears stored session
 * data): every `teamledger.` key of session and local storage.
 */
export function clearStoredSession(storages: Storage[] = [sessionStorage, localStorage]): void {
  for (const storage of storages) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
    } catch {
      // Storage refused (a browser's privacy setting): nothing was kept.
    }
  }
}
