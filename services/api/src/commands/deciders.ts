import {
  decideSettings,
  decideUser,
  defaultSettings,
  evolveSettings,
  evolveUser,
  initialUserState,
  type ChangeSettings,
  type Settings,
  type SettingsEvent,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@teamledger/domain';
import {
  decideHoliday,
  decideLeave,
  decideMilestone,
  evolveMilestone,
  initialMilestoneState,
  type MilestoneCommand,
  type MilestoneEvent,
  type MilestoneState,
  decideStandup,
  decideWorklog,
  evolveHoliday,
  evolveLeave,
  evolveStandup,
  evolveWorklog,
  initialHolidayState,
  initialLeaveState,
  initialStandupState,
  initialWorklogState,
  type HolidayCommand,
  type HolidayEvent,
  type HolidayState,
  type LeaveCommand,
  type LeaveEvent,
  type LeaveState,
  type StandupCommand,
  type StandupEvent,
  type StandupState,
  type WorklogCommand,
  type WorklogEvent,
  type WorklogState,
} from '@teamledger/domain';
import type { Decider } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import { normalizeEmail } from '@teamledger/domain';
import {
  decideLeadRequest,
  decideTeam,
  decideWorkspace,
  evolveLeadRequest,
  evolveTeam,
  evolveWorkspace,
  initialLeadRequestState,
  initialTeamState,
  initialWorkspaceState,
  type LeadRequestCommand,
  type LeadRequestEvent,
  type LeadRequestState,
  type TeamCommand,
  type TeamEvent,
  type TeamState,
  type WorkspaceCommand,
  type WorkspaceEvent,
  type WorkspaceState,
} from '@teamledger/domain';

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

export const settingsDecider = (
  companyTimeZone: string,
): Decider<Settings, ChangeSettings, SettingsEvent> => ({
  initialState: defaultSettings(companyTimeZone),
  evolve: evolveSettings,
  decide: decideSettings,
});

/** Fixed namespace for user ids: an email always maps to the same user id. */
const USER_ID_NAMESPACE = '6f1d3c2e-8b4a-4f5e-9c7d-2a1b3c4d5e6f';

/**
 * A person's id follows from their email, so "this email is already a user" is decided
 * by the user stream itself (append with no_stream), with no separate uniqueness index.
 */
export const userIdForEmail = (email: string) => uuidV5(normalizeEmail(email), USER_ID_NAMESPACE);
export const userStream = (userId: string) => `user-${userId}`;

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: initialTeamState,
  evolve: evolveTeam,
  decide: decideTeam,
};

export const workspaceDecider: Decider<WorkspaceState, WorkspaceCommand, WorkspaceEvent> = {
  initialState: initialWorkspaceState,
  evolve: evolveWorkspace,
  decide: decideWorkspace,
};

export const leadRequestDecider: Decider<LeadRequestState, LeadRequestCommand, LeadRequestEvent> = {
  initialState: initialLeadRequestState,
  evolve: evolveLeadRequest,
  decide: decideLeadRequest,
};

export const holidayDecider: Decider<HolidayState, HolidayCommand, HolidayEvent> = {
  initialState: initialHolidayState,
  evolve: evolveHoliday,
  decide: decideHoliday,
};

export const standupDecider: Decider<StandupState, StandupCommand, StandupEvent> = {
  initialState: initialStandupState,
  evolve: evolveStandup,
  decide: decideStandup,
};

export const worklogDecider: Decider<WorklogState, WorklogCommand, WorklogEvent> = {
  initialState: initialWorklogState,
  evolve: evolveWorklog,
  decide: decideWorklog,
};

export const leaveDecider: Decider<LeaveState, LeaveCommand, LeaveEvent> = {
  initialState: initialLeaveState,
  evolve: evolveLeave,
  decide: decideLeave,
};

export const milestoneDecider: Decider<MilestoneState, MilestoneCommand, MilestoneEvent> = {
  initialState: initialMilestoneState,
  evolve: evolveMilestone,
  decide: decideMilestone,
};
