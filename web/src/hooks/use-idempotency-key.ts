import { useCallback, useState } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * One Idempotency-Key per submission of a form: the same key while the submission is
 * retried or double-clicked, a fresh one once it succeeded (call renew()).
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}
