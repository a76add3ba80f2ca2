import { useCallback, useState } from 'react';
import { z } from 'zod';
import { isIsoDate } from '@teamledger/domain';
import type { DateRange } from './presets';
import { SESSION_RANGE_KEY } from './session-range-key';

export { SESSION_RANGE_KEY };

const storedRangeSchema = z.object({
  from: z.string().refine(isIsoDate),
  to: z.string().refine(isIsoDate),
});

export function readSessionRange(storage: Pick<Storage, 'getItem'>): DateRange | null {
  try {
    const parsed = storedRangeSchema.safeParse(
      JSON.parse(storage.getItem(SESSION_RANGE_KEY) ?? ''),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The range chosen earlier in this browser session, or null for the screen's default. */
export function useSessionRange(): [DateRange | null, (range: DateRange) => void] {
  const [range, setRange] = useState(() => readSessionRange(sessionStorage));
  const choose = useCallback((next: DateRange) => {
    sessionStorage.setItem(SESSION_RANGE_KEY, JSON.stringify(next));
    setRange(next);
  }, []);
  return [range, choose];
}
