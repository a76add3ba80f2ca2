import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_RETRIES = 2;

/** A 4xx is the server's answer, not a glitch: asking again cannot change it. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A 401: the session is over (or never was), whichever call noticed it. */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: {
    // Commands are not repeated behind the user's back.
    retry: false,
  },
} satisfies DefaultOptions;
