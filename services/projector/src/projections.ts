import type { Projection } from './projection.js';

/** Every read model of the product; the projector runs each, the API waits for them. */
export const projections: readonly Projection[] = [];
