/**
 * Commands under load: POST /api/worklogs and POST /api/standups from 50 connections, each
 * signed in as a different person, against a running stack holding the generated company.
 * Beside it, in the same run, the raw locked append rate of the event store (8 writers, no
 * HTTP). Projection lag is measured from each appended event's commit (its append's NOTIFY,
 * sent right after the commit) to the checkpoint NOTIFY of the read model that covers it,
 * which the projector sends in the transaction that makes the rows visible; the notes also
 * give it from the append transaction's start. Connections are counted at idle and under load.
 *
 * Two phases: as fast as 50 connections go (autocannon, each connection waiting for its
 * answer), then paced at 300 commands/s as an open loop: one command every 3.3 ms whatever
 * the answers, each timed from when it was due. autocannon's own rate limit is no pacing:
 * each connection sends its share of a second back to back at the start of the second and
 * then waits, so "300/s" was 300 commands at full concurrency and an idle rest of the second.
 */
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { localDate, addDays } from '@teamledger/domain';
import { CHECKPOINT_CHANNEL, type CheckpointNotice } from '@teamledger/read-models';
import { benchWorkspaceId } from './generate/company.js';
import { run as appendBench } from './event-store-append.js';
import { percentile, type Figure } from './report.js';
import { cpuUsed, describeCompany, type Stack } from './support/stack.js';
import { signIn } from './support/sign-in.js';

export const CONNECTIONS = 50;
/** issue 16: command p99 and projection lag p99 under 50 ms at 300 commands/s. */
const PACED_RATE = 300;
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

/** What a load phase measured, whichever driver ran it. */
interface LoadResult {
  requestsPerSecond: number;
  /** Commands sent (answered, refused or failed). */
  total: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and errors. */
  failures: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
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

  /** The next command of a person: worklogs and standups in turn, each appending. */
  const nextCommand = (person: Person) => {
    person.sent += 1;
    if (person.sent % 2 === 1) {
      person.worklogs += 1;
      // Spread over the 8 days an entry may be for, a quarter hour each, so a day stays far
      // from the 24 h a day allows (counting `sent` put every entry on 4 days).
      return {
        path: '/api/worklogs',
        body: JSON.stringify({
          workspaceId: person.workspaceId,
          milestoneId: null,
          title: 'Load test',
          details: `Entry ${person.sent}.`,
          hours: 0.25,
          date: addDays(today, -(person.worklogs % 8)),
        }),
      };
    }
    // A new answer each time, so each submit appends (the same answers append nothing).
    return {
      path: '/api/standups',
      body: JSON.stringify({
        yesterday: `Load test ${person.sent}.`,
        today: 'More load.',
        roadblocks: 'None',
      }),
    };
  };
  const headersOf = (person: Person) => ({
    cookie: person.cookie,
    'content-type': 'application/json',
  });

  /** As fast as CONNECTIONS connections go, each waiting for its answer before the next. */
  const unlimited = () =>
    autocannon({
      url: stack.baseUrl,
      connections: CONNECTIONS,
      duration: seconds,
      // autocannon shares the request objects between connections and clears a connection's
      // context after each round of requests to its initialContext: so each connection gets
      // an initialContext of its own naming its person.
      setupClient: (client) => {
        const iterator = (client as unknown as { requestIterator: ClientIterator }).requestIterator;
        // autocannon copies the context at each reset, so the context holds the person's
        // index and the counters live in `people`: counted on a copy, every round started
        // again at 1, so each standup repeated the last (appending nothing) and every
        // worklog went to one day until it held 24 hours.
        iterator.initialContext = { personIndex: nextClient++ % people.length };
        iterator.resetContext();
        iterator.rebuildRequest();
      },
      // One request that is a worklog or a standup, as the person's turn says.
      requests: [
        {
          method: 'POST',
          path: '/api/worklogs',
          onResponse: noteRefusal,
          setupRequest: (request, context) => {
            const index = (context as { personIndex?: number }).personIndex;
            const person = index === undefined ? undefined : people[index];
            if (!person) return request; // built once before setupClient, never sent
            return { ...request, ...nextCommand(person), headers: headersOf(person) };
          },
        },
      ],
    }).then((result): LoadResult => ({
      requestsPerSecond: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
          code,
          stats?.count ?? 0,
        ]),
      ),
      errors: result.errors + result.timeouts,
    }));
  let nextClient = 0;

  /**
   * An open loop at `rate` commands/s: command k is due at k / rate seconds and sent then,
   * however many are still unanswered, by person k mod CONNECTIONS (each person's commands
   * 1 / (rate / CONNECTIONS) s apart). Latency runs from when a command was due, so a
   * client that falls behind counts against the figures instead of hiding a slow server.
   */
  const pacedAt = async (rate: number): Promise<LoadResult> => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const url = new URL(stack.baseUrl);
    const total = rate * seconds;
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    const send = (person: Person, due: number) =>
      new Promise<void>((resolve) => {
        const { path, body } = nextCommand(person);
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path,
            method: 'POST',
            agent,
            headers: { ...headersOf(person), 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              latencies.push(performance.now() - due);
              const status = response.statusCode ?? 0;
              statuses[status] = (statuses[status] ?? 0) + 1;
              noteRefusal(status, Buffer.concat(chunks).toString());
              resolve();
            });
          },
        );
        request.on('error', () => {
          errors += 1;
          resolve();
        });
        request.end(body);
      });
    const answers: Promise<void>[] = [];
    const start = performance.now();
    await new Promise<void>((resolve) => {
      let k = 0;
      const tick = () => {
        const now = performance.now();
        for (let due = start + (k * 1_000) / rate; k < total && due <= now;) {
          answers.push(send(people[k % people.length]!, due));
          k += 1;
          due = start + (k * 1_000) / rate;
        }
        if (k >= total) return resolve();
        setTimeout(tick, Math.max(0, start + (k * 1_000) / rate - performance.now()));
      };
      tick();
    });
    await Promise.all(answers);
    const elapsedSeconds = (performance.now() - start) / 1_000;
    agent.destroy();
    const answered = latencies.length;
    const ok = Object.entries(statuses)
      .filter(([code]) => code.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      requestsPerSecond: answered / elapsedSeconds,
      total: answered + errors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures: answered - ok + errors,
      statuses,
      errors,
    };
  };

  const load = async (run: () => Promise<LoadResult>) => {
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
    // The load's own client shares the machine's two cores with the stack.
    const clientBefore = process.cpuUsage();
    let result: LoadResult;
    let clientMs: number;
    try {
      result = await run();
    } finally {
      clearInterval(sampler);
      const client = process.cpuUsage(clientBefore);
      clientMs = (client.user + client.system) / 1_000;
    }
    // Until the read models have applied the phase: the projector's work is the command's too.
    await stack.caughtUp(60_000);
    const cpu = cpuUsed(cpuBefore, await stack.cpu());
    return { result, from, peak, cpu, clientMs };
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

    const max = await load(unlimited);
    const maxLags = await listener.lags(max.from);
    const paced = await load(() => pacedAt(PACED_RATE));
    const pacedLags = await listener.lags(paced.from);
    const cpuPerCommand = ({
      cpu,
      result,
      clientMs,
    }: {
      cpu: Record<string, number>;
      result: LoadResult;
      clientMs: number;
    }) => {
      const perCommand = (ms: number) => (ms / Math.max(1, result.total)).toFixed(2);
      const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
      const parts = Object.entries(cpu)
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${perCommand(ms)}`);
      return parts.length === 0
        ? 'not measured (no /proc)'
        : `${perCommand(total)} in all: ${parts.join(', ')}; the load's client (this process, not in the sum) ${perCommand(clientMs)}`;
    };
    const figures: Figure[] = [
      {
        name: 'commands/s, 50 people, no rate limit',
        value: max.result.requestsPerSecond,
        unit: 'req/s',
        baseline: rawLocked,
        target: { kind: 'ratioAtLeast', ratio: 0.5 },
      },
      { name: 'p99 with no rate limit', value: max.result.p99, unit: 'ms' },
      {
        name: 'p99 at 300 commands/s (open loop)',
        value: paced.result.p99,
        unit: 'ms',
        target: { kind: 'atMost', limit: 50 },
      },
      { name: 'p50 at 300 commands/s (open loop)', value: paced.result.p50, unit: 'ms' },
      {
        name: 'commands/s reached when paced at 300',
        value: paced.result.requestsPerSecond,
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
      `paced: one command due every ${(1_000 / PACED_RATE).toFixed(1)} ms for ${seconds} s (an open loop; latency from when each was due)`,
      `failed answers: ${max.result.failures} of ${max.result.total} (no limit), ${paced.result.failures} of ${paced.result.total} (paced)`,
      `answers by status: ${JSON.stringify(max.result.statuses)} (no limit), ${JSON.stringify(paced.result.statuses)} (paced); errors and timeouts ${max.result.errors} / ${paced.result.errors}`,
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
