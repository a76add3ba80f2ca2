import { type Decider, eventParser } from '../shared/index.js';
import type { UserCommand } from './commands.js';
import { decideUser } from './decide.js';
import { USER_EVENTS, type UserEvent } from './events.js';
import { evolveUser, initialUserState, type UserState } from './state.js';

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  parse: eventParser(USER_EVENTS),
};

/** One stream per person; the id follows from the email, so a second sign-up is a no_stream conflict. */
export const userStream = (userId: string) => `user-${userId}`;
