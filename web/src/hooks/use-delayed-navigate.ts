import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../config/constants';

/**
 * Navigates after SPEC.md's redirect delay, so the person can read the success toast
 * first. A pending redirect is dropped when the screen goes away (the person moved on).
 */
export function useDelayedNavigate(delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate, delayMs],
  );
}
