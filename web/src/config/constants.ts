/** SPEC.md section 9: alerts close themselves after 3 seconds. */
export const ALERT_TIMEOUT_MS = 3_000;

export const PRODUCT_NAME = 'Teamledger';

/** SPEC.md section 9: after a successful submit, the redirect waits 2 seconds. */
export const REDIRECT_DELAY_MS = 2_000;

/** Toasts stay long enough to be read, and outlive the redirect after a submit. */
export const TOAST_TIMEOUT_MS = 5_000;

/** Every toast carries this title (SPEC.md section 8). */
export const TOAST_TITLE = 'Notification';
