import { eventParser, type EventDefinitions } from '../shared/index.js';
import { HOLIDAY_EVENTS, type HolidayEvent } from '../holidays/index.js';
import { LEAD_REQUEST_EVENTS, type LeadRequestEvent } from '../lead-requests/index.js';
import { LEAVE_EVENTS, type LeaveEvent } from '../leaves/index.js';
import { MILESTONE_EVENTS, type MilestoneEvent } from '../milestones/index.js';
import { PROVIDER_EVENTS, type ProviderEvent } from '../provider/index.js';
import { REMINDER_EVENTS, type ReminderEvent } from '../reminders/index.js';
import { SCORE_EVENTS, type ScoreEvent } from '../scores/index.js';
import { SETTINGS_EVENTS, type SettingsEvent } from '../settings/index.js';
import { STANDUP_EVENTS, type StandupEvent } from '../standups/index.js';
import {
  TEAM_EVENTS,
  TEAM_NAME_EVENTS,
  type TeamEvent,
  type TeamNameEvent,
} from '../teams/index.js';
import {
  TEMPLATE_EVENTS,
  TEMPLATE_TEAM_EVENTS,
  type TemplateEvent,
  type TemplateTeamEvent,
} from '../templates/index.js';
import {
  TIMESHEET_APPROVER_EVENTS,
  TIMESHEET_EVENTS,
  type TimesheetApprovalsReminded,
  type TimesheetEvent,
} from '../timesheets/index.js';
import { USER_EVENTS, type UserEvent } from '../users/index.js';
import { WORKING_TIME_EVENTS, type WorkingTimeEvent } from '../working-time/index.js';
import { WORKLOG_EVENTS, type WorklogEvent } from '../worklogs/index.js';
import {
  WORKSPACE_EVENTS,
  WORKSPACE_RESERVATION_EVENTS,
  type WorkspaceEvent,
  type WorkspaceReservationEvent,
} from '../workspaces/index.js';

/** Every event the product writes. */
export type DomainEvent =
  | UserEvent
  | SettingsEvent
  | TeamEvent
  | TeamNameEvent
  | WorkspaceEvent
  | WorkspaceReservationEvent
  | LeadRequestEvent
  | HolidayEvent
  | StandupEvent
  | WorklogEvent
  | LeaveEvent
  | MilestoneEvent
  | ReminderEvent
  | TemplateEvent
  | TemplateTeamEvent
  | ScoreEvent
  | ProviderEvent
  | WorkingTimeEvent
  | TimesheetEvent
  | TimesheetApprovalsReminded;

export type EventType = DomainEvent['type'];

/**
 * Event type -> { schema, upcasters }: how each stored event is read back. Each slice
 * defines its own part next to its event types; its decider parses its stream with it.
 */
export const EVENT_REGISTRY: EventDefinitions<DomainEvent> = {
  ...USER_EVENTS,
  ...SETTINGS_EVENTS,
  ...TEAM_EVENTS,
  ...TEAM_NAME_EVENTS,
  ...WORKSPACE_EVENTS,
  ...WORKSPACE_RESERVATION_EVENTS,
  ...LEAD_REQUEST_EVENTS,
  ...HOLIDAY_EVENTS,
  ...STANDUP_EVENTS,
  ...WORKLOG_EVENTS,
  ...LEAVE_EVENTS,
  ...MILESTONE_EVENTS,
  ...REMINDER_EVENTS,
  ...TEMPLATE_EVENTS,
  ...TEMPLATE_TEAM_EVENTS,
  ...SCORE_EVENTS,
  ...PROVIDER_EVENTS,
  ...WORKING_TIME_EVENTS,
  ...TIMESHEET_EVENTS,
  ...TIMESHEET_APPROVER_EVENTS,
};

export const EVENT_TYPES = Object.keys(EVENT_REGISTRY) as EventType[];

export const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_REGISTRY, type);

/**
 * Reads any stored event back: upcasts older shapes, then checks the data with the type's
 * schema. Throws UnknownEventTypeError for a type this version does not know (a test-only
 * event, or one of a newer version) and EventParseError when the data does not fit.
 */
export const parseEvent = eventParser(EVENT_REGISTRY);
