/** SPEC.md section 9: alerts close themselves after 3 seconds. */
export const ALERT_TIMEOUT_MS = 3_000;

export const PRODUCT_NAME = 'Teamledger';
