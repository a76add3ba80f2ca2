/**
 * Hall types of SPEC.md 5: how many seats the workspace's hall has. The seat order of its
 * members fills seats 1, 2, ... and may not be longer than the hall.
 */
export const HALL_TYPES = [10, 20, 30, 40] as const;
export type HallType = (typeof HALL_TYPES)[number];

/**
 * Whether a provider (Assembla) space id was checked against the provider. Until the provider
 * sync exists ([9/11]) nothing can check it, and the event says so instead of pretending.
 */
export type ProviderCheck = 'not_checked';
