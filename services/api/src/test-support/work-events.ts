import { randomUUID } from 'node:crypto';
import {
  holidayStream,
  leaveStream,
  milestoneStream,
  standupStream,
  userStream,
  worklogDayStream,
  type Role,
  type UserStatus,
} from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';

export interface FixturePerson {
  userId: string;
  name: string;
  role: Role;
  teamName: string;
  workspaceIds: string[];
  /** A move away from active, e.g. { to: 'left', effectiveDate: '2026-10-28' }. */
  status?: { to: UserStatus; effectiveDate?: string };
  /** The first day with the company; absent: before any record. */
  joinedOn?: string | null;
  /** Lead 1-3; absent: none. */
  leadIds?: string[];
}

/**
 * Appends a report test's history straight to the store, as exact as a hand-worked figure
 * needs (a standup at 09:30:00 sharp, a person who left on a given day), which the
 * commands, bound to the clock of the moment, cannot set up.
 */
export function workEvents(store: EventStore) {
  const append = (stream: string, type: string, data: Record<string, unknown>) =>
    store.appendToStream(stream, [
      {
        id: randomUUID(),
        type,
        data,
        metadata: {
          actorId: null,
          at: '2026-01-01T08:00:00.000Z',
          correlationId: randomUUID(),
          causationId: null,
          source: 'system',
        },
      },
    ]);
  return {
    async person({
      userId,
      name,
      role,
      teamName,
      workspaceIds,
      status,
      joinedOn,
      leadIds = [],
    }: FixturePerson) {
      await append(userStream(userId), 'UserRegistered', {
        userId,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@fixture.test`,
        name,
        role,
        status: 'active',
        via: 'admin',
        teamName,
        leadIds,
        workspaceIds,
        defaultWorkspaceId: workspaceIds[0] ?? null,
        isProviderUser: false,
        isLead: false,
        gender: 'F',
        ...(joinedOn ? { joinedOn } : {}),
      });
      if (status) {
        await append(userStream(userId), 'UserStatusChanged', {
          userId,
          from: 'active',
          to: status.to,
          reason: null,
          ...(status.effectiveDate ? { effectiveDate: status.effectiveDate } : {}),
        });
      }
    },
    standup: (
      userId: string,
      date: string,
      reportedAt: string,
      workspaceId: string | null,
      roadblocks = 'None',
    ) =>
      append(standupStream(userId, date), 'StandupAdded', {
        userId,
        date,
        workspaceId,
        reportedAt,
        yesterday: 'Yesterday',
        today: 'Today',
        roadblocks,
      }),
    hours: (
      userId: string,
      date: string,
      hours: number,
      loggedAt: string | null,
      workspaceId: string,
      milestoneId: string | null = null,
    ) =>
      append(worklogDayStream(userId, date), 'HoursLogged', {
        worklogId: randomUUID(),
        userId,
        workspaceId,
        milestoneId,
        title: 'Work',
        details: 'Work',
        hours,
        date,
        loggedAt,
        ticket: null,
      }),
    milestone: (milestoneId: string, workspaceId: string, title: string) =>
      append(milestoneStream(milestoneId), 'MilestoneCreated', {
        milestoneId,
        workspaceId,
        title,
        description: '',
        startDate: '2026-01-01',
        dueDate: '2026-12-31',
      }),
    holiday: (date: string, title: string) =>
      append(holidayStream(date), 'HolidayAdded', { date, title }),
    leave(userId: string, from: string, to: string) {
      const leaveId = randomUUID();
      return append(leaveStream(leaveId), 'LeaveApplied', {
        leaveId,
        userId,
        leaveType: 'Sick',
        details: 'Unwell',
        from,
        to,
      });
    },
    /** Sets SPEC.md's StatusHRM -1: the person leaves the HR reports (Login/Hours, Detail). */
    excludeFromHrReports: (userId: string, excluded: boolean) =>
      append(userStream(userId), 'UserUpdated', {
        userId,
        changes: { excludedFromHrReports: excluded },
        previous: { excludedFromHrReports: !excluded },
      }),
  };
}
