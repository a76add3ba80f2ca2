import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointKey, endpoints, type Endpoint } from '@teamledger/domain';
import {
  commandBodies,
  demoMilestoneId,
  urlFor,
} from '../../services/api/src/test-support/command-bodies.js';
import { seedPeople, signIn } from '../../services/api/src/test-support/sessions.js';
import { createTestApp, type TestApp } from '../../services/api/src/test-support/test-app.js';
import { arbitraryOf, jsonSchemaOf, knownPropertyNames } from './support/contract-arbitraries.js';
import { badRequestOf, MUTATION_KINDS, type BadRequest } from './support/bad-requests.js';

/**
 * Bad input, by property (DESIGN.md decision 11): every command endpoint of the contracts
 * (so a new one is covered without a line here) gets bodies of its contract's shape, or the
 * hand-made valid bodies of the demo company, spoiled one way at a time. The answer is
 * always a 4xx with a message, never a 5xx, and the store gains no event.
 */
const commands = endpoints.filter((contract) => contract.method !== 'GET');
const RUNS_PER_ENDPOINT = 60;

/** Whether the contract takes this body; a route without a body schema takes none. */
function contractTakes(contract: Endpoint, body: unknown): boolean {
  if (contract.body) return contract.body.safeParse(body).success;
  return (
    body === null ||
    (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  );
}

/** The error message of an answer, or undefined when it is not the error shape. */
function messageOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { error?: { message?: unknown } } | null)?.error?.message;
  } catch {
    return undefined;
  }
}

describe('bad input on every command endpoint, by property', () => {
  let t: TestApp;
  let cookie: string;
  let bodies: ReturnType<typeof commandBodies>;
  let milestoneId: string;
  let requests = 0;
  const sent = Object.fromEntries(MUTATION_KINDS.map((kind) => [kind, 0]));

  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'admin');
    milestoneId = await demoMilestoneId(t.app, cookie);
    bodies = commandBodies(milestoneId);
  }, 60_000);
  afterAll(async () => {
    // eslint-disable-next-line no-console -- the figures the reliability issue reports: faults injected, by kind
    console.info(
      `bad input: ${commands.length} command endpoints, ${requests} bad requests sent`,
      sent,
    );
    await t?.close();
  });

  const send = (contract: Endpoint, bad: BadRequest) =>
    t.app.inject({
      method: contract.method,
      url: urlFor(endpointKey(contract), milestoneId),
      // Each request from its own address, so no per-address limit answers 429 instead.
      remoteAddress: `127.2.${Math.floor(++requests / 250) % 250}.${requests % 250}`,
      headers: {
        cookie,
        ...(bad.contentType === null ? {} : { 'content-type': bad.contentType }),
      },
      payload: bad.payload,
    });

  it('knows every command endpoint', () => {
    expect(commands.length).toBeGreaterThanOrEqual(30);
    expect(commands.map(endpointKey)).toContain('POST /api/worklogs');
  });

  it.each(commands.map((contract) => [endpointKey(contract), contract] as const))(
    '%s refuses spoiled bodies with a 4xx and a message, and appends nothing',
    async (key, contract) => {
      const schema = contract.body ? jsonSchemaOf(contract.body) : { type: 'object' };
      const known = knownPropertyNames(schema);
      const seeds = bodies[key] ?? [];
      const base = seeds.length
        ? fc.oneof(arbitraryOf(schema), fc.constantFrom(...seeds))
        : arbitraryOf(schema);
      const head = await t.deps.store.headPosition();

      await fc.assert(
        fc.asyncProperty(
          base.chain((body) => badRequestOf(body, known)),
          async (bad) => {
            // A mutation that may be harmless (a tab in a password) is sent only when the
            // contract refuses the result; the mandated ones are sent whatever it says.
            fc.pre(bad.mandated || !contractTakes(contract, bad.body));
            sent[bad.kind] = (sent[bad.kind] ?? 0) + 1;
            const before = await t.deps.store.headPosition();
            const response = await send(contract, bad);
            const after = await t.deps.store.headPosition();
            const message = messageOf(response.body);
            const problem =
              response.statusCode < 400 || response.statusCode >= 500
                ? `answered ${response.statusCode}`
                : typeof message !== 'string' || message.length === 0
                  ? 'answered without a message'
                  : after !== before
                    ? 'appended an event'
                    : null;
            if (problem) {
              throw new Error(
                `${key} ${problem} for ${bad.summary}\n  -> ${response.body.slice(0, 300)}`,
              );
            }
          },
        ),
        {
          numRuns: RUNS_PER_ENDPOINT,
          // Reports stay readable: a huge body is shown by its summary, not its bytes.
          reporter: (details) => {
            if (!details.failed) return;
            const [bad] = details.counterexample ?? [];
            throw new Error(
              `${String(details.errorInstance ?? 'failed')}\n(seed ${details.seed}, path ${details.counterexamplePath}, ` +
                `after ${details.numRuns} runs; counterexample: ${bad?.summary})`,
            );
          },
        },
      );
      expect(await t.deps.store.readAll({ from: head })).toEqual([]);
    },
    60_000,
  );
});
