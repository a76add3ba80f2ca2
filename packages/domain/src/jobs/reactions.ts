import { leaveNotificationReaction } from '../leaves/reactions.js';
import type { Reaction } from './jobs.js';

/** Every reaction of the product; the projector runs each from the log. */
export const reactions: readonly Reaction[] = [leaveNotificationReaction];
