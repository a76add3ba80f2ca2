/**
 * Every report query starts with this key: a new standup, log or holiday refreshes them all.
 * Invalidate with refetchType 'all': the screen the person is sent to after a submit is not
 * mounted yet, and it should open with the new entry rather than fetch it after showing
 * the old rows.
 */
export const reportsQueryKey = ['reports'] as const;
