import { useSyncExternalStore } from 'react';

/** Bootstrap's `sm` breakpoint: below it the screen is a phone. */
const PHONE_QUERY = '(max-width: 575.98px)';

const phoneQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a phone-wide screen; follows rotation and resizing. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
