import type { Projection } from './projection.js';
import { settingsProjection } from './settings/index.js';
import { usersProjection } from './users/index.js';

/** Every read model of the product; the projector runs each, the API waits for them. */
export const projections: readonly Projection[] = [usersProjection, settingsProjection];
