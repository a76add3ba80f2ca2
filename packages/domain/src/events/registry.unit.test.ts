import { describe, expect, it } from 'vitest';
import {
  EventParseError,
  UnknownEventTypeError,
  type Decider,
  type DomainEventShape,
} from '../shared/index.js';
import { HOLIDAY_EVENTS, holidayDecider } from '../holidays/index.js';
import { LEAD_REQUEST_EVENTS, leadRequestDecider } from '../lead-requests/index.js';
import { LEAVE_EVENTS, leaveDecider } from '../leaves/index.js';
import { MILESTONE_EVENTS, milestoneDecider } from '../milestones/index.js';
import { WORKING_TIME_EVENTS } from '../working-time/index.js';
import { TIMESHEET_APPROVER_EVENTS, TIMESHEET_EVENTS } from '../timesheets/index.js';
import { PROVIDER_EVENTS, providerSyncDecider } from '../provider/index.js';
import { REMINDER_EVENTS, reminderDecider } from '../reminders/index.js';
import { SCORE_EVENTS, scoreDecider } from '../scores/index.js';
import { TEMPLATE_EVENTS, TEMPLATE_TEAM_EVENTS, templateDecider } from '../templates/index.js';
import { SETTINGS_EVENTS, defaultSettings, settingsDecider } from '../settings/index.js';
import { STANDUP_EVENTS, standupDecider } from '../standups/index.js';
import { TEAM_EVENTS, TEAM_NAME_EVENTS, teamDecider, teamNameDecider } from '../teams/index.js';
import { USER_EVENTS, userDecider, type UserProfileFields } from '../users/index.js';
import { WORKLOG_EVENTS, worklogDecider } from '../worklogs/index.js';
import {
  WORKSPACE_EVENTS,
  WORKSPACE_RESERVATION_EVENTS,
  workspaceDecider,
} from '../workspaces/index.js';
import {
  EVENT_REGISTRY,
  EVENT_TYPES,
  isEventType,
  parseEvent,
  type DomainEvent,
  type EventType,
} from './registry.js';

const uma = '11111111-1111-4111-8111-111111111111';
const office = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
const milestoneId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const profile: UserProfileFields = {
  name: 'Uma Rao',
  role: 'User',
  teamName: 'Platform',
  leadIds: [],
  workspaceIds: [office],
  defaultWorkspaceId: office,
  isProviderUser: false,
  isLead: false,
  gender: 'F',
};

/** One event of every type: a new event type fails the typecheck here until it has one. */
const samples: { [Type in EventType]: Extract<DomainEvent, { type: Type }>['data'] } = {
  UserRegistered: {
    ...profile,
    userId: uma,
    email: 'uma@example.com',
    status: 'active',
    via: 'admin',
  },
  UserStatusChanged: { userId: uma, from: 'active', to: 'blocked', reason: null },
  UserUpdated: { userId: uma, changes: { role: 'Viewer' }, previous: { role: 'User' } },
  UserPasswordChanged: { userId: uma, by: 'self' },
  UserProfileUpdated: { userId: uma, name: 'Uma R.' },
  UserAvailabilityChanged: { userId: uma, availability: 'Online', textStatus: 'Here' },
  SecurityLinkIssued: {
    userId: uma,
    linkId: '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10',
    purpose: 'invitation',
    expiresAt: '2026-03-17T09:00:00.000Z',
  },
  SecurityLinkEmailed: {
    userId: uma,
    linkId: '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10',
    purpose: 'invitation',
    to: 'uma@example.com',
  },
  SecurityLinkRevoked: {
    userId: uma,
    linkId: '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10',
    purpose: 'invitation',
  },
  SecurityLinkUsed: {
    userId: uma,
    linkId: '0c3f6a52-2f4f-4c1e-9a1b-7d2e5f3a9b10',
    purpose: 'reset',
  },
  SessionsEnded: { userId: uma, scope: 'one', sessionId: 'a1b2c3' },
  TwoFactorEnrolled: { userId: uma },
  TwoFactorReset: { userId: uma },
  TwoFactorFailed: { userId: uma, method: 'code' },
  RecoveryCodeUsed: { userId: uma, remaining: 9 },
  SignedInWithSso: { userId: uma, providerName: 'Okta', issuer: 'https://id.example.com' },
  SettingsChanged: {
    changes: {
      hrEmail: 'hr@example.com',
      reminderSchedule: defaultSettings('UTC').reminderSchedule,
    },
    previous: { hrEmail: '' },
  },
  TeamCreated: { teamId: office, name: 'Platform' },
  TeamRenamed: { teamId: office, from: 'Platform', to: 'Core' },
  TeamDeleted: { teamId: office, name: 'Core' },
  TeamNameReserved: { name: 'Core', teamId: office },
  TeamNameReleased: { name: 'Core', teamId: office },
  WorkspaceNameReserved: { name: 'Head Office', workspaceId: office },
  WorkspaceNameReleased: { name: 'Head Office', workspaceId: office },
  WorkspaceProviderSpaceReserved: { providerSpaceId: 'dFgH12', workspaceId: office, name: 'Core' },
  WorkspaceProviderSpaceReleased: { providerSpaceId: 'dFgH12', workspaceId: office, name: 'Core' },
  TemplateTeamReserved: { teamId: office, templateId: milestoneId },
  TemplateTeamReleased: { teamId: office, templateId: milestoneId },
  WorkspaceCreated: {
    workspaceId: office,
    name: 'Office',
    isProviderSpace: true,
    providerSpaceId: 'dFgH12',
    providerCheck: 'not_checked',
    hallType: 20,
  },
  WorkspaceUpdated: { workspaceId: office, changes: { name: 'HQ' }, previous: { name: 'Office' } },
  WorkspaceSeatingChanged: {
    workspaceId: office,
    hallType: 10,
    seatOrder: [uma],
    previous: { hallType: 20, seatOrder: [] },
  },
  WorkspaceProviderChanged: {
    workspaceId: office,
    provider: 'jira',
    providerSpaceId: 'TL',
    previous: { provider: null, providerSpaceId: 'dFgH12' },
  },
  WorkspaceDeleted: { workspaceId: office, name: 'HQ' },
  LeadRequestAssigned: {
    leadRequestId: milestoneId,
    assigneeId: uma,
    name: 'Acme',
    email: 'buyer@acme.test',
    message: 'A quote, please',
    ticketUrl: null,
  },
  LeadRequestAccepted: { leadRequestId: milestoneId, assigneeId: uma },
  LeadRequestRejected: { leadRequestId: milestoneId, assigneeId: uma, reason: 'Not ours' },
  LeadRequestReassigned: { leadRequestId: milestoneId, from: uma, to: office },
  HolidayAdded: { date: '2026-12-25', title: 'Christmas' },
  HolidayRemoved: { date: '2026-12-25' },
  StandupAdded: {
    userId: uma,
    date: '2026-03-10',
    workspaceId: null,
    yesterday: 'Reviews',
    today: 'Tests',
    roadblocks: 'None',
    reportedAt: '2026-03-10T09:05:00.000Z',
  },
  StandupUpdated: {
    userId: uma,
    date: '2026-03-10',
    yesterday: 'Reviews',
    today: 'More tests',
    roadblocks: 'None',
    updatedAt: '2026-03-10T11:00:00.000Z',
  },
  StandupCorrected: {
    userId: uma,
    date: '2026-03-10',
    from: { yesterday: 'Reviews', today: 'More tests', roadblocks: 'None' },
    to: { yesterday: 'Reviews', today: 'Release notes', roadblocks: 'None' },
    reason: 'Answered for the wrong day',
    by: uma,
  },
  HoursLogged: {
    worklogId: milestoneId,
    userId: uma,
    workspaceId: office,
    milestoneId: null,
    title: 'Tests',
    details: '',
    hours: 2.5,
    date: '2026-03-10',
    loggedAt: null,
    ticket: { number: 412, url: 'https://app.assembla.com/spaces/mobile/tickets/412' },
  },
  HoursCorrected: {
    worklogId: milestoneId,
    userId: uma,
    from: {
      workspaceId: office,
      milestoneId: null,
      title: 'Tests',
      details: '',
      hours: 12,
      date: '2026-03-10',
    },
    to: {
      workspaceId: office,
      milestoneId: null,
      title: 'Tests',
      details: '',
      hours: 2,
      date: '2026-03-09',
    },
    loggedAt: null,
    reason: 'Typed 12 for 2',
    by: uma,
  },
  HoursMovedOut: { worklogId: milestoneId, userId: uma, date: '2026-03-10', toDate: '2026-03-09' },
  HoursDeleted: {
    worklogId: milestoneId,
    userId: uma,
    from: {
      workspaceId: office,
      milestoneId: null,
      title: 'Tests',
      details: '',
      hours: 2,
      date: '2026-03-09',
    },
    reason: 'Logged twice',
    by: uma,
  },
  LeaveApplied: {
    leaveId: milestoneId,
    userId: uma,
    leaveType: 'Sick',
    details: 'Flu',
    from: '2026-03-11',
    to: '2026-03-12',
    status: 'pending',
  },
  LeaveApproved: {
    leaveId: milestoneId,
    userId: uma,
    leaveType: 'Sick',
    from: '2026-03-11',
    to: '2026-03-12',
    note: 'Get well',
  },
  LeaveRejected: {
    leaveId: milestoneId,
    userId: uma,
    leaveType: 'Sick',
    from: '2026-03-11',
    to: '2026-03-12',
    note: 'Release week',
  },
  LeaveCancelled: {
    leaveId: milestoneId,
    userId: uma,
    leaveType: 'Sick',
    from: '2026-03-11',
    to: '2026-03-12',
    reason: 'Better',
    wasApproved: true,
  },
  LeaveNotificationSent: { leaveId: milestoneId, to: 'hr@example.com', at: '2026-03-10T09:00:01Z' },
  MilestoneCreated: {
    milestoneId,
    workspaceId: office,
    title: 'Beta',
    description: '',
    startDate: '2026-03-01',
    dueDate: '2026-03-31',
  },
  MilestoneUpdated: {
    milestoneId,
    changes: { isCompleted: false },
    previous: { isCompleted: true },
  },
  MilestoneCompleted: { milestoneId },
  MilestoneDeleted: { milestoneId },
  MilestoneSynced: {
    milestoneId,
    workspaceId: milestoneId,
    providerMilestoneId: '1002',
    title: 'Release 2',
    description: '',
    startDate: null,
    dueDate: '2026-04-30',
    isCompleted: false,
    isActive: true,
  },
  ReminderRequested: {
    reminderId: milestoneId,
    userId: uma,
    subject: 'lessHours',
    date: '2026-03-10',
    requestedBy: office,
  },
  ReminderSent: { reminderId: milestoneId, to: 'uma@example.com', at: '2026-03-10T18:00:02Z' },
  ReminderFailed: {
    reminderId: milestoneId,
    reason: 'The mail server refused the address.',
    at: '2026-03-10T18:00:02Z',
  },
  TemplateCreated: {
    templateId: milestoneId,
    name: 'Engineering',
    teamIds: [office],
    fields: [{ name: 'Quality', order: 1 }],
  },
  TemplateUpdated: {
    templateId: milestoneId,
    name: 'Engineering',
    teamIds: [],
    fields: [{ name: 'Delivery', order: 1 }],
  },
  TemplateDeleted: { templateId: milestoneId, name: 'Engineering' },
  ScoreStepSaved: {
    userId: uma,
    month: '2026-02',
    step: 'lead1',
    savedBy: office,
    status: 'submitted',
    score: { type: 'general', criteria: [{ name: 'Quality', rating: 4 }] },
    comments: 'Steady.',
    stepTotal: 4,
    version: 1,
    leadIds: [office],
    templateName: 'Engineering',
    totalBefore: null,
    totalAfter: 4,
  },
  ScoreSubmitted: { userId: uma, month: '2026-02', total: 4 },
  ScoreApproved: { userId: uma, month: '2026-02', total: 4, approvedBy: office },
  ScoreReminderRequested: {
    reminderId: milestoneId,
    userId: uma,
    month: '2026-02',
    step: 'lead2',
    leadId: office,
    requestedBy: office,
  },
  ScoreReminderSent: {
    reminderId: milestoneId,
    to: 'lead@example.com',
    at: '2026-03-10T18:00:02Z',
  },
  ProviderSyncRequested: {
    syncId: milestoneId,
    kind: 'milestones',
    workspaceId: null,
    requestedBy: office,
  },
  ProviderSyncCompleted: {
    syncId: null,
    kind: 'worklogs',
    from: '2026-03-08',
    to: '2026-03-10',
    counts: { added: 12, existing: 3, skipped: 1 },
    skipped: [{ record: 'tasks page 1, record 4 (id 9004)', reason: 'hours: too many' }],
    at: '2026-03-10T18:00:02Z',
  },
  ProviderDirectorySynced: {
    spaces: [{ id: 'northwind-platform', name: 'Platform Core' }],
    users: [
      {
        providerUserId: 'u-pavel',
        email: 'pavel@example.com',
        name: 'Pavel Novak',
        spaceIds: ['northwind-platform'],
      },
    ],
  },
  ProviderConnectionChanged: {
    provider: 'jira',
    baseUrl: 'https://northwind.atlassian.net',
    account: 'sync@northwind.test',
    previous: null,
  },
  ProviderCredentialsReported: { credentials: { assembla: true, jira: true, gitlab: false } },
  WorkingTimeSet: {
    userId: 'u1',
    effectiveFrom: '2026-03-01',
    weekHours: [8, 8, 8, 8, 6, 0, 0],
    reason: 'Four and a half days',
  },
  OvertimeAdjusted: {
    userId: 'u1',
    adjustmentId: 'a1',
    date: '2026-03-31',
    hours: -10,
    reason: 'Paid out in March',
  },
  TimesheetSubmitted: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    revision: 1,
    days: [{ date: '2026-03-09', hours: 8 }],
    total: 8,
    on: '2026-03-16',
  },
  TimesheetApproved: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    revision: 1,
    days: [{ date: '2026-03-09', hours: 8 }],
    total: 8,
    by: 'lead',
    on: '2026-03-17',
    note: '',
  },
  TimesheetRejected: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    revision: 1,
    by: 'lead',
    on: '2026-03-17',
    note: 'Tuesday is missing',
  },
  TimesheetWithdrawn: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    revision: 1,
  },
  TimesheetReopened: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    by: 'admin',
    on: '2026-03-20',
    reason: 'Wrong project',
  },
  TimesheetLocked: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    on: '2026-03-19',
    afterWorkingDays: 3,
  },
  TimesheetGraceGranted: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    by: 'lead',
    until: '2026-03-25',
  },
  TimesheetRejectionEmailed: {
    userId: uma,
    period: '2026-W11',
    rejectionEventId: 'e1',
    to: 'uma@example.com',
    at: '2026-03-17T09:00:00.000Z',
  },
  TimesheetReminderEmailed: {
    userId: uma,
    period: '2026-W11',
    from: '2026-03-09',
    to: '2026-03-15',
    reminder: 'ended',
    on: '2026-03-16',
    hours: 38.5,
    email: 'uma@example.com',
    at: '2026-03-16T09:00:00.000Z',
  },
  TimesheetApprovalsReminded: {
    approverId: 'lead',
    on: '2026-03-17',
    periods: [{ userId: uma, period: '2026-W11', hours: 38.5, submittedOn: '2026-03-16' }],
    to: 'lead@example.com',
    at: '2026-03-17T09:00:00.000Z',
  },
};

describe('the event registry', () => {
  it('has one definition per event type, each slice contributing its own', () => {
    const slices = [
      USER_EVENTS,
      SETTINGS_EVENTS,
      TEAM_EVENTS,
      TEAM_NAME_EVENTS,
      WORKSPACE_EVENTS,
      WORKSPACE_RESERVATION_EVENTS,
      LEAD_REQUEST_EVENTS,
      HOLIDAY_EVENTS,
      STANDUP_EVENTS,
      WORKLOG_EVENTS,
      LEAVE_EVENTS,
      MILESTONE_EVENTS,
      PROVIDER_EVENTS,
      WORKING_TIME_EVENTS,
      TIMESHEET_EVENTS,
      TIMESHEET_APPROVER_EVENTS,
      REMINDER_EVENTS,
      TEMPLATE_EVENTS,
      TEMPLATE_TEAM_EVENTS,
      SCORE_EVENTS,
    ];
    // No two slices define the same type (a spread would silently keep only the last).
    expect(slices.reduce((count, slice) => count + Object.keys(slice).length, 0)).toBe(
      EVENT_TYPES.length,
    );
    expect([...EVENT_TYPES].sort()).toEqual(Object.keys(samples).sort());
    expect(Object.keys(EVENT_REGISTRY)).toEqual(EVENT_TYPES);
  });

  it.each(Object.entries(samples))('parses %s unchanged', (type, data) => {
    expect(parseEvent({ type, data })).toEqual({ type, data });
  });

  it('drops unknown fields instead of passing them on', () => {
    expect(parseEvent({ type: 'HolidayRemoved', data: { date: '2026-12-25', note: 'x' } })).toEqual(
      { type: 'HolidayRemoved', data: { date: '2026-12-25' } },
    );
  });

  it('names the event, where it is and the field when the data does not fit', () => {
    const stored = {
      id: '0f0f0f0f-0000-4000-8000-000000000001',
      stream: `user-${uma}`,
      position: 42n,
      type: 'UserAvailabilityChanged',
      data: { userId: uma, availability: 'Sleeping', textStatus: '' },
    };
    let caught: unknown;
    try {
      parseEvent(stored);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EventParseError);
    const error = caught as EventParseError;
    expect(error).toMatchObject({
      eventType: 'UserAvailabilityChanged',
      eventId: stored.id,
      position: 42n,
    });
    expect(error.issues[0]?.path).toEqual(['availability']);
    expect(error.message).toMatch(
      /^UserAvailabilityChanged event 0f0f0f0f-0000-4000-8000-000000000001 in user-1{8}-.* at position 42 does not fit its schema: availability: /,
    );
  });

  it('refuses a type it does not know with its own error', () => {
    expect(isEventType('AmountAdded')).toBe(false);
    expect(isEventType('UserRegistered')).toBe(true);
    expect(() => parseEvent({ type: 'AmountAdded', data: { amount: 1 }, position: 7n })).toThrow(
      UnknownEventTypeError,
    );
    expect(() => parseEvent({ type: 'toString', data: {} })).toThrow(UnknownEventTypeError);
  });

  it("gives each decider only its own slice's types", () => {
    expect(
      userDecider.parse({ type: 'UserPasswordChanged', data: samples.UserPasswordChanged }),
    ).toEqual({
      type: 'UserPasswordChanged',
      data: samples.UserPasswordChanged,
    });
    expect(() => userDecider.parse({ type: 'TeamCreated', data: samples.TeamCreated })).toThrow(
      UnknownEventTypeError,
    );
  });
});

describe('upcasting events written before credentials left the log', () => {
  it('drops the password hash from an old UserRegistered', () => {
    const old = {
      ...samples.UserRegistered,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    };
    expect(parseEvent({ type: 'UserRegistered', data: old })).toEqual({
      type: 'UserRegistered',
      data: samples.UserRegistered,
    });
    // One registered without a password had a null hash.
    expect(
      parseEvent({
        type: 'UserRegistered',
        data: { ...samples.UserRegistered, passwordHash: null },
      }).data,
    ).not.toHaveProperty('passwordHash');
  });

  it('drops the password hash from an old UserPasswordChanged', () => {
    expect(
      parseEvent({
        type: 'UserPasswordChanged',
        data: { userId: uma, passwordHash: '$argon2id$v=19$new', by: 'admin' },
      }),
    ).toEqual({ type: 'UserPasswordChanged', data: { userId: uma, by: 'admin' } });
  });

  it('folds an old user stream into a state without any hash', () => {
    const state = [
      { type: 'UserRegistered', data: { ...samples.UserRegistered, passwordHash: '$argon2id$a' } },
      {
        type: 'UserPasswordChanged',
        data: { userId: uma, passwordHash: '$argon2id$b', by: 'self' },
      },
    ]
      .map(userDecider.parse)
      .reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ exists: true, userId: uma, sessionVersion: 1 });
    expect(JSON.stringify(state)).not.toContain('argon2');
  });
});

describe('upcasting entries logged before tickets were kept', () => {
  it('reads an old HoursLogged without a ticket as one made by hand', () => {
    const { ticket: _ticket, ...old } = samples.HoursLogged;
    expect(parseEvent({ type: 'HoursLogged', data: old })).toEqual({
      type: 'HoursLogged',
      data: { ...old, ticket: null },
    });
  });

  it('keeps the ticket of a newer entry', () => {
    expect(parseEvent({ type: 'HoursLogged', data: samples.HoursLogged }).data).toEqual(
      samples.HoursLogged,
    );
  });
});

describe('upcasting sync completions recorded before skipped records were named', () => {
  it('reads an old ProviderSyncCompleted as one that skipped nothing by name', () => {
    const { skipped: _skipped, ...old } = samples.ProviderSyncCompleted;
    expect(parseEvent({ type: 'ProviderSyncCompleted', data: old }).data).toEqual({
      ...old,
      skipped: [],
    });
  });
});

describe("every decider's evolve", () => {
  const deepFreeze = <T>(value: T): T => {
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const inner of Object.values(value)) deepFreeze(inner);
    }
    return value;
  };
  const deciders = {
    userDecider,
    settingsDecider: settingsDecider('UTC'),
    teamDecider,
    teamNameDecider,
    workspaceDecider,
    leadRequestDecider,
    holidayDecider,
    standupDecider,
    worklogDecider,
    leaveDecider,
    milestoneDecider,
    reminderDecider,
    templateDecider,
    scoreDecider,
    providerSyncDecider,
  };

  // The api keeps folded states between commands (FoldedStreams): evolve must give a new
  // state and leave the one it was given as it was. A change to a frozen state throws.
  it.each(Object.entries(deciders))('%s leaves the state it is given unchanged', (_, decider) => {
    const decide = decider as Decider<unknown, unknown, DomainEventShape>;
    const own = EVENT_TYPES.flatMap((type) => {
      try {
        return [decide.parse({ type, data: samples[type] })];
      } catch {
        return []; // another aggregate's event
      }
    });
    expect(own.length).toBeGreaterThan(0);
    let state = deepFreeze(decide.initialState);
    for (const event of own) state = deepFreeze(decide.evolve(state, event));
  });
});
