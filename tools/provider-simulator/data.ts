/**
 * The simulator's provider data: spaces, people, milestones, tickets, tasks and standups,
 * all derived from a seed and the day, so the same options give the same answers every
 * run, and a day's tasks keep their ids whatever window they are read in.
 */
export interface SimulatedSpace {
  id: string;
  name: string;
}

export interface SimulatedUser {
  id: string;
  email: string;
  name: string;
  spaceIds: string[];
}

export interface DatasetOptions {
  seed?: number;
  /** Default: two generated spaces. */
  spaces?: SimulatedSpace[];
  /** Default: four generated people, each in every space. */
  users?: SimulatedUser[];
  /** Tasks over the whole window, spread evenly over its days and people. */
  tasks?: number;
  /** Days of the window, ending today. */
  days?: number;
  /** The window's last day (yyyy-mm-dd); default the current UTC day, read per request. */
  today?: string;
  /**
   * No tasks before this day (yyyy-mm-dd): npm start passes the day it started, so synced
   * hours never double the demo's seeded history (which has no standups of provider users,
   * so those are served over the whole window).
   */
  from?: string;
  ticketsPerSpace?: number;
  milestonesPerSpace?: number;
}

const DAY_MS = 86_400_000;
const HOURS = ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '0.75', '1.25'];

export const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** mulberry32: tiny, fast and the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SimulatedTask {
  id: number;
  description: string;
  url: string;
  hours: string;
  begin_at: string;
  end_at: string;
  billed: boolean;
  space_id: string;
  ticket_id: number;
  ticket_number: number;
  user_id: string;
  created_at: string;
  updated_at: string;
}

export function createDataset(options: DatasetOptions = {}) {
  const seed = options.seed ?? 1;
  const spaces = options.spaces ?? [
    { id: 'sim-space-1', name: 'Simulated Platform' },
    { id: 'sim-space-2', name: 'Simulated Mobile' },
  ];
  const users =
    options.users ??
    Array.from({ length: 4 }, (_, index) => ({
      id: `sim-user-${index + 1}`,
      email: `sim.user${index + 1}@provider.test`,
      name: `Simulated User ${index + 1}`,
      spaceIds: spaces.map((space) => space.id),
    }));
  const totalTasks = options.tasks ?? 200;
  const days = options.days ?? 14;
  const tasksPerDay = Math.ceil(totalTasks / days);
  const ticketsPerSpace = options.ticketsPerSpace ?? 20;
  const milestonesPerSpace = options.milestonesPerSpace ?? 3;
  const today = () => options.today ?? new Date().toISOString().slice(0, 10);
  const firstDay = () => dayNumber(today()) - days + 1;
  /** The first day with tasks: the window's, or `from` when later. */
  const firstTaskDay = () =>
    Math.max(firstDay(), options.from ? dayNumber(options.from) : -Infinity);

  const spaceIndex = (spaceId: string) => spaces.findIndex((space) => space.id === spaceId);

  const milestones = (spaceId: string) => {
    const index = spaceIndex(spaceId);
    return Array.from({ length: milestonesPerSpace }, (_, k) => ({
      id: (index + 1) * 1000 + k + 1,
      title: `Release ${k + 1}`,
      description: `Release ${k + 1} of ${spaces[index]!.name}`,
      start_date: dateOfDay(dayNumber(today()) - 60 + k * 30),
      due_date: dateOfDay(dayNumber(today()) - 30 + k * 30),
      is_completed: k === 0,
      planner_type: 0,
      space_id: spaceId,
    }));
  };

  /** Every other ticket answers its status the old way: a number with status_name. */
  const ticket = (spaceId: string, number: number) => {
    const index = spaceIndex(spaceId);
    if (index < 0 || number < 1 || number > ticketsPerSpace) return null;
    const spaceMilestones = milestones(spaceId);
    const milestone = spaceMilestones[number % (spaceMilestones.length + 1)];
    return {
      id: (index + 1) * 100_000 + number,
      number,
      summary: `Ticket ${number} of ${spaces[index]!.name}`,
      ...(number % 2 === 0 ? { status: 'New' } : { status: 1, status_name: 'Accepted' }),
      state: 1,
      milestone_id: milestone?.id ?? null,
      space_id: spaceId,
    };
  };

  const tasksOfDay = (day: number): SimulatedTask[] => {
    const next = random(seed * 100_003 + day);
    const date = dateOfDay(day);
    return Array.from({ length: tasksPerDay }, (_, index) => {
      const user = users[index % users.length]!;
      const spaceId = user.spaceIds[Math.floor(next() * user.spaceIds.length)] ?? spaces[0]!.id;
      const number = 1 + Math.floor(next() * ticketsPerSpace);
      const hours = HOURS[Math.floor(next() * HOURS.length)]!;
      const begin = Date.parse(`${date}T08:00:00Z`) + (index % 8) * 3_600_000;
      const end = new Date(begin + Number(hours) * 3_600_000).toISOString();
      return {
        id: day * 100_000 + index,
        description: `Work on ticket ${number}`,
        url: `/spaces/${spaceId}/tickets/${number}`,
        hours,
        begin_at: new Date(begin).toISOString(),
        end_at: end,
        billed: false,
        space_id: spaceId,
        ticket_id: (spaceIndex(spaceId) + 1) * 100_000 + number,
        ticket_number: number,
        user_id: user.id,
        created_at: end,
        updated_at: end,
      };
    });
  };

  /** The window's tasks of some spaces between two days, oldest first. */
  const tasks = (from: string, to: string, spaceIds: readonly string[]): SimulatedTask[] => {
    const last = dayNumber(today());
    const start = Math.max(firstTaskDay(), dayNumber(from));
    const end = Math.min(last, dayNumber(to));
    const wanted = new Set(spaceIds.length > 0 ? spaceIds : spaces.map((space) => space.id));
    const found: SimulatedTask[] = [];
    for (let day = start; day <= end; day++) {
      for (const task of tasksOfDay(day)) if (wanted.has(task.space_id)) found.push(task);
    }
    return found;
  };

  /** One standup per person, weekday and first space, in the window. */
  const standups = (spaceId: string, from: string, to: string) => {
    const last = dayNumber(today());
    const found = [];
    for (
      let day = Math.max(firstDay(), dayNumber(from));
      day <= Math.min(last, dayNumber(to));
      day++
    ) {
      const weekday = new Date(day * DAY_MS).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const [index, user] of users.entries()) {
        if (user.spaceIds[0] !== spaceId) continue;
        found.push({
          id: day * 1000 + index,
          user_id: user.id,
          filled_for: dateOfDay(day),
          what_i_did: `Tickets of ${dateOfDay(day - 1)}`,
          what_i_will_do: `Tickets of ${dateOfDay(day)}`,
          roadblocks: index % 3 === 0 ? 'Waiting for a review' : '',
          away_flag: false,
          created_at: `${dateOfDay(day)}T08:${String(index % 60).padStart(2, '0')}:00Z`,
        });
      }
    }
    return found;
  };

  return { spaces, users, milestones, ticket, tasks, standups, today };
}

export type Dataset = ReturnType<typeof createDataset>;
