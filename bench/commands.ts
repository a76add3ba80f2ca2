/**
 * Commands under load: POST /api/worklogs and POST /api/standups from 50 connections, each
 * signed in as a different person, against a running stack holding the generated company.
 * Beside it, in the same run, the raw locked append rate of the event store (8 writers, no
 * HTTP). Projection lag is measured from each appended event's commit (its append's NOTIFY,
 * sent right after the commit) to the checkpoint NOTIFY of the read model that covers it,
 * which the projector sends in the transaction that makes the rows visible; the notes also
 * give it from the append transaction's start. Connections are counted at idle and under load.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { localDate, addDays } from '@teamledger/domain';
import { CHECKPOINT_CHANNEL, type CheckpointNotice } from '@teamledger/read-models';
import { BENCH_PASSWORD, benchWorkspaceId } from './generate/company.js';
import { run as appendBench } from './event-store-append.js';
import { percentile, type Figure } from './report.js';
import { cpuUsed, describeCompany, type Stack } from './support/stack.js';

export const CONNECTIONS = 50;
const quick = () => process.env.BENCH_QUICK === '1';

interface ClientIterator {
  initialContext: Record<string, unknown>;
  resetContext(): void;
  rebuildRequest(): void;
}

interface Person {
  cookie: string;
  workspaceId: string;
  sent: number;
  /** Worklogs sent, to spread them over the days (sent alone alternates with standups). */
  worklogs: number;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in of ${email}: ${response.status}`);
  return cookie;
}

/** The event store's NOTIFY channel: each append announces its last position after its commit. */
const APPEND_CHANNEL = 'eventstore_appended';

/**
 * Hears the append and checkpoint notifications, to time each event from its commit to
 * visible. Each append NOTIFYs its last position right after its commit; the projector
 * NOTIFYs once per batch, in the transaction that writes the batch's rows, with every read
 * model it moved (CheckpointNotice): hearing that means the rows are visible.
 */
async function listenToCheckpoints(databaseUrl: string, names: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench' });
  await client.connect();
  const heard: { name: string; position: bigint; at: number }[] = [];
  const appended: { position: bigint; at: number }[] = [];
  client.on('notification', (message) => {
    if (!message.payload) return;
    const at = Date.now();
    if (message.channel === APPEND_CHANNEL) {
      appended.push({ position: BigInt(message.payload), at });
      return;
    }
    if (message.channel !== CHECKPOINT_CHANNEL) return;
    const notice = JSON.parse(message.payload) as CheckpointNotice;
    for (const [name, position] of Object.entries(notice.positions ?? {})) {
      if (names.includes(name)) heard.push({ name, position: BigInt(position), at });
    }
  });
  await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
  await client.query(`LISTEN ${APPEND_CHANNEL}`);
  return {
    /**
     * Milliseconds to the first checkpoint covering each event, per read model: `commit`
     * from its append's commit (the first append NOTIFY heard at or past its position: an
     * append commits after every position below its own), `start` from its append
     * transaction's start (recorded_at: the wait for the append lock and the commit count).
     */
    async lags(from: bigint): Promise<{ commit: number[]; start: number[] }> {
      const { rows } = await client.query<{ position: string; type: string; at: number }>(
        `SELECT position, type, extract(epoch FROM recorded_at) * 1000 AS at
           FROM events WHERE position > $1 AND type IN ('HoursLogged', 'StandupAdded', 'StandupUpdated')
          ORDER BY position`,
        [from.toString()],
      );
      // The earliest NOTIFY heard at or past each position: sorted by position, a suffix minimum.
      const commits = appended
        .filter((a) => a.position > from)
        .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
      for (let i = commits.length - 2; i >= 0; i--) {
        commits[i]!.at = Math.min(commits[i]!.at, commits[i + 1]!.at);
      }
      const lags = { commit: [] as number[], start: [] as number[] };
      for (const name of names) {
        const mine = heard.filter((h) => h.name === name);
        let next = 0;
        let commit = 0;
        for (const row of rows) {
          if ((name === 'worklogs') !== (row.type === 'HoursLogged')) continue;
          const position = BigInt(row.position);
          while (next < mine.length && mine[next]!.position < position) next++;
          while (commit < commits.length && commits[commit]!.position < position) commit++;
          const seen = mine[next];
          if (!seen) continue;
          lags.start.push(seen.at - Number(row.at));
          const committed = commits[commit];
          if (committed) lags.commit.push(Math.max(0, seen.at - committed.at));
        }
      }
      return lags;
    },
    close: () => client.end(),
  };
}

export interface CommandsFigures {
  figures: Figure[];
  notes: string[];
}

export async function runCommands(stack: Stack): Promise<CommandsFigures> {
  const seconds = quick() ? 5 : 15;
  const workers = stack.written.company.people
    .filter((person) => person.role === 'User')
    .slice(0, CONNECTIONS);
  const people: Person[] = [];
  for (const person of workers) {
    const cookie = await signIn(stack.baseUrl, person.email);
    people.push({
      cookie,
      workspaceId: benchWorkspaceId(person.workspaces[0]),
      sent: 0,
      worklogs: 0,
    });
  }
  const today = localDate(new Date(), stack.written.company.options.zone);
  const idle = await stack.connections();

  const load = async (overallRate?: number) => {
    let nextClient = 0;
    let peak = idle;
    const sampler = setInterval(() => {
      stack.connections().then(
        (now) => {
          if (now.total > peak.total) peak = now;
        },
        () => undefined, // a sample lost to a stopping stack
      );
    }, 500);
    const { rows } = await stack.pool.query<{ head: string }>(
      'SELECT coalesce(max(position), 0) AS head FROM events',
    );
    const from = BigInt(rows[0]!.head);
    const cpuBefore = await stack.cpu();
    let result: autocannon.Result;
    try {
      result = await autocannon({
        url: stack.baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        ...(overallRate ? { overallRate } : {}),
        // autocannon shares the request objects between connections and clears a
        // connection's context after each round of requests to its initialContext: so each
        // connection gets an initialContext of its own naming its person.
        setupClient: (client) => {
          const iterator = (client as unknown as { requestIterator: ClientIterator })
            .requestIterator;
          // autocannon copies the context at each reset, so the context holds the person's
          // index and the counters live in `people`: counted on a copy, every round started
          // again at 1, so each standup repeated the last (appending nothing) and every
          // worklog went to one day until it held 24 hours.
          iterator.initialContext = { personIndex: nextClient++ % people.length };
          iterator.resetContext();
          iterator.rebuildRequest();
        },
        requests: [
          {
            method: 'POST',
            path: '/api/worklogs',
            onResponse: noteRefusal,
            setupRequest: (request, context) => {
              const index = (context as { personIndex?: number }).personIndex;
              const person = index === undefined ? undefined : people[index];
              if (!person) return request; // built once before setupClient, never sent
              person.sent += 1;
              person.worklogs += 1;
              // Spread over the 8 days an entry may be for, a quarter hour each, so a day stays
              // far from the 24 h a day allows (counting `sent` put every entry on 4 days).
              return {
                ...request,
                headers: { cookie: person.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({
                  workspaceId: person.workspaceId,
                  milestoneId: null,
                  title: 'Load test',
                  details: `Entry ${person.sent}.`,
                  hours: 0.25,
                  date: addDays(today, -(person.worklogs % 8)),
                }),
              };
            },
          },
          {
            method: 'POST',
            path: '/api/standups',
            onResponse: noteRefusal,
            setupRequest: (request, context) => {
              const index = (context as { personIndex?: number }).personIndex;
              const person = index === undefined ? undefined : people[index];
              if (!person) return request; // built once before setupClient, never sent
              person.sent += 1;
              // A new answer each time, so each submit appends (the same answers append nothing).
              return {
                ...request,
                headers: { cookie: person.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({
                  yesterday: `Load test ${person.sent}.`,
                  today: 'More load.',
                  roadblocks: 'None',
                }),
              };
            },
          },
        ],
      });
    } finally {
      clearInterval(sampler);
    }
    // Until the read models have applied the phase: the projector's work is the command's too.
    await stack.caughtUp(60_000);
    const cpu = cpuUsed(cpuBefore, await stack.cpu());
    return { result, from, peak, cpu };
  };

  // The first few distinct refusals, so a failed answer in the notes says what it was.
  const refusals = new Set<string>();
  const noteRefusal = (status: number, body: string) => {
    if (status >= 400 && refusals.size < 5) refusals.add(`${status} ${body.slice(0, 240)}`);
  };

  const listener = await listenToCheckpoints(stack.databaseUrl, ['worklogs', 'standups']);
  try {
    // The raw locked append rate on this server, right before the load.
    const appendFigures = await appendBench({ appends: quick() ? 1_000 : 3_000, rawRows: 10_000 });
    const locked = appendFigures.find((f) => f.name === 'appendToStream, 8 writers')!;
    const rawLocked = {
      name: 'raw locked append, 8 writers',
      value: locked.eventsPerSecond,
      unit: 'events/s',
    };

    const max = await load();
    const maxLags = await listener.lags(max.from);
    const paced = await load(300);
    const pacedLags = await listener.lags(paced.from);
    const cpuPerCommand = ({
      cpu,
      result,
    }: {
      cpu: Record<string, number>;
      result: autocannon.Result;
    }) => {
      const perCommand = (ms: number) => (ms / Math.max(1, result.requests.total)).toFixed(2);
      const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
      const parts = Object.entries(cpu)
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${perCommand(ms)}`);
      return parts.length === 0
        ? 'not measured (no /proc)'
        : `${perCommand(total)} in all: ${parts.join(', ')}`;
    };
    const failures = (r: autocannon.Result) => r.non2xx + r.errors + r.timeouts;
    const statuses = (r: autocannon.Result) =>
      Object.fromEntries(
        Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
      );
    const figures: Figure[] = [
      {
        name: 'commands/s, 50 people, no rate limit',
        value: max.result.requests.average,
        unit: 'req/s',
        baseline: rawLocked,
        target: { kind: 'ratioAtLeast', ratio: 0.5 },
      },
      { name: 'p99 with no rate limit', value: max.result.latency.p99, unit: 'ms' },
      {
        name: 'p99 at 300 commands/s',
        value: paced.result.latency.p99,
        unit: 'ms',
        target: { kind: 'atMost', limit: 50 },
      },
      { name: 'p50 at 300 commands/s', value: paced.result.latency.p50, unit: 'ms' },
      {
        name: 'commands/s reached when paced at 300',
        value: paced.result.requests.average,
        unit: 'req/s',
      },
      {
        name: 'projection lag p50, no rate limit',
        value: percentile(maxLags.commit, 50),
        unit: 'ms',
      },
      {
        name: 'projection lag p99, no rate limit',
        value: percentile(maxLags.commit, 99),
        unit: 'ms',
      },
      {
        name: 'projection lag p50 at 300 commands/s',
        value: percentile(pacedLags.commit, 50),
        unit: 'ms',
      },
      {
        name: 'projection lag p99 at 300 commands/s',
        value: percentile(pacedLags.commit, 99),
        unit: 'ms',
        target: { kind: 'atMost', limit: 50 },
      },
      {
        name: 'PostgreSQL connections at idle',
        value: idle.total,
        unit: 'connections',
        target: { kind: 'atMost', limit: 12 },
      },
      {
        name: 'PostgreSQL connections under load (peak)',
        value: Math.max(max.peak.total, paced.peak.total),
        unit: 'connections',
        target: { kind: 'atMost', limit: 12 },
      },
    ];
    const notes = [
      describeCompany(stack.written),
      `${CONNECTIONS} connections, each a different person; worklogs and standups in turn; ${seconds} s per phase`,
      `failed answers: ${failures(max.result)} of ${max.result.requests.total} (no limit), ${failures(paced.result)} of ${paced.result.requests.total} (paced)`,
      `answers by status: ${JSON.stringify(statuses(max.result))} (no limit), ${JSON.stringify(statuses(paced.result))} (paced); errors ${max.result.errors} / ${paced.result.errors}, timeouts ${max.result.timeouts} / ${paced.result.timeouts}`,
      ...[...refusals].map((refusal) => `refused: ${refusal}`),
      `lag samples: ${maxLags.commit.length} (no limit), ${pacedLags.commit.length} (paced), from the append's commit (its NOTIFY heard) to the checkpoint NOTIFY of the worklogs/standups read model`,
      `lag from the append transaction's start (recorded_at: lock wait and commit included), p50/p99: ${percentile(maxLags.start, 50).toFixed(0)}/${percentile(maxLags.start, 99).toFixed(0)} ms (no limit), ${percentile(pacedLags.start, 50).toFixed(0)}/${percentile(pacedLags.start, 99).toFixed(0)} ms (paced)`,
      `CPU ms per command, by process (until the read models caught up): ${cpuPerCommand(max)} (no limit); ${cpuPerCommand(paced)} (paced)`,
      `connections at idle by application: ${JSON.stringify(idle.byApplication)}`,
      `connections at peak by application: ${JSON.stringify((max.peak.total >= paced.peak.total ? max : paced).peak.byApplication)}`,
    ];
    return { figures, notes };
  } finally {
    await listener.close();
  }
}
