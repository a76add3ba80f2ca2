import { formatDay } from '../calendar/index.js';
import { formatClock } from '../reports/index.js';
import type { ExplainedEvent, EventOrigin } from './contracts.js';
import type { EvidenceEvent } from './evidence.js';

const hours = (value: number) => `${value} h`;

/** What an event says, in one line, and where it came from; `timeZone` for clock times. */
export function describeEvent(
  { event, source }: EvidenceEvent,
  timeZone: string,
): { summary: string; origin: EventOrigin; actor: string | null } {
  const from: EventOrigin = source === 'provider' ? { kind: 'synced', ticket: null } : typed;
  switch (event.type) {
    case 'HoursLogged':
      return {
        summary: `${hours(event.data.hours)} on ${formatDay(event.data.date)}: ${event.data.title}`,
        origin: event.data.ticket !== null ? { kind: 'synced', ticket: event.data.ticket } : from,
        actor: null,
      };
    case 'HoursCorrected': {
      const moved =
        event.data.from.date === event.data.to.date
          ? ''
          : `, moved from ${formatDay(event.data.from.date)}`;
      return {
        summary: `${hours(event.data.from.hours)} corrected to ${hours(event.data.to.hours)}${moved}: ${event.data.to.title}`,
        origin: { kind: 'corrected', reason: event.data.reason },
        actor: event.data.by,
      };
    }
    case 'HoursMovedOut':
      return {
        summary: `Entry moved to ${formatDay(event.data.toDate)}`,
        origin: { kind: 'corrected', reason: `Moved to ${event.data.toDate}` },
        actor: null,
      };
    case 'HoursDeleted':
      return {
        summary: `${hours(event.data.from.hours)} deleted: ${event.data.from.title}`,
        origin: { kind: 'deleted', reason: event.data.reason },
        actor: event.data.by,
      };
    case 'StandupAdded':
      return {
        summary: `Standup added at ${formatClock(event.data.reportedAt, timeZone)}`,
        origin: from,
        actor: null,
      };
    case 'LeaveApplied':
      return {
        summary: `${event.data.leaveType} leave ${formatDay(event.data.from)} to ${formatDay(event.data.to)} applied (${event.data.status})`,
        origin: from,
        actor: null,
      };
    case 'LeaveApproved':
      return { summary: `${event.data.leaveType} leave approved`, origin: from, actor: null };
    case 'LeaveRejected':
      return { summary: `${event.data.leaveType} leave rejected`, origin: from, actor: null };
    case 'LeaveCancelled':
      return {
        summary: `${event.data.leaveType} leave cancelled: ${event.data.reason}`,
        origin: from,
        actor: null,
      };
    case 'HolidayAdded':
      return {
        summary: `Holiday marked on ${formatDay(event.data.date)}: ${event.data.title}`,
        origin: from,
        actor: null,
      };
    case 'HolidayRemoved':
      return {
        summary: `Holiday on ${formatDay(event.data.date)} removed`,
        origin: from,
        actor: null,
      };
    case 'SettingsChanged':
      return {
        summary:
          event.data.changes.companyTimeZone === undefined
            ? 'Settings changed'
            : `Company time zone set to ${event.data.changes.companyTimeZone}`,
        origin: from,
        actor: null,
      };
    case 'OvertimeAdjusted':
      return {
        summary: `Overtime balance ${event.data.hours > 0 ? '+' : ''}${hours(event.data.hours)} on ${formatDay(event.data.date)}`,
        origin: { kind: 'corrected', reason: event.data.reason },
        actor: null,
      };
    case 'WorkingTimeSet':
      return {
        summary: `Working time from ${formatDay(event.data.effectiveFrom)}: ${event.data.weekHours.join(', ')} h (Mon to Sun)`,
        origin: event.data.reason ? { kind: 'corrected', reason: event.data.reason } : from,
        actor: null,
      };
    case 'ScoreStepSaved':
      return {
        summary: `${event.data.step.toUpperCase()} step ${event.data.status}${event.data.stepTotal === null ? '' : `: ${event.data.stepTotal}`}`,
        origin: from,
        actor: event.data.savedBy,
      };
    case 'ScoreSubmitted':
      return { summary: `Score submitted: ${event.data.total}`, origin: from, actor: null };
    case 'ScoreApproved':
      return {
        summary: `Score approved: ${event.data.total}`,
        origin: from,
        actor: event.data.approvedBy,
      };
    default:
      return { summary: event.type, origin: source === 'system' ? system : from, actor: null };
  }
}

const typed: EventOrigin = { kind: 'typed' };
const system: EventOrigin = { kind: 'system' };

/** The event as an explanation lists it, with who recorded it by name. */
export function explainedEvent(
  evidence: EvidenceEvent,
  names: ReadonlyMap<string, string>,
  timeZone: string,
): ExplainedEvent {
  const { summary, origin, actor } = describeEvent(evidence, timeZone);
  const byId = actor ?? evidence.actorId;
  return {
    id: evidence.id,
    type: evidence.event.type,
    streamId: evidence.stream,
    recordedAt: evidence.recordedAt,
    by: byId === null ? null : { id: byId, name: names.get(byId) ?? 'Someone removed' },
    origin: byId === null && origin.kind === 'typed' ? system : origin,
    summary,
  };
}

/** The people an explanation's events name, for one look-up of their names. */
export function eventActors(events: readonly EvidenceEvent[]): string[] {
  const ids = new Set<string>();
  for (const evidence of events) {
    const actor = describeEvent(evidence, 'UTC').actor ?? evidence.actorId;
    if (actor !== null) ids.add(actor);
  }
  return [...ids];
}
