import { randomUUID } from 'node:crypto';
import type { EventData } from '@teamledger/eventstore';
import type { Projection } from '@teamledger/read-models';
import { z } from 'zod';

/** AmountAdded is a test event, not in the domain's registry: its own schema reads it. */
const amountAddedData = z.object({ amount: z.number() });

/**
 * A small read model for runtime tests and the replay bench: a balance per stream from
 * AmountAdded events, applied one by one or set-based (one upsert per batch).
 */
export function ledgerProjection(table = 'test_ledger', version = 1): Projection {
  const upsert = `ON CONFLICT (stream) DO UPDATE SET balance = ${table}.balance + EXCLUDED.balance,
      events = ${table}.events + EXCLUDED.events, last_position = EXCLUDED.last_position
    WHERE ${table}.last_position < EXCLUDED.first_position`;
  return {
    name: table,
    version,
    handles: ['AmountAdded'],
    tables: [table],
    async setup(tx) {
      await tx.query(`CREATE TABLE IF NOT EXISTS ${table} (
        stream text PRIMARY KEY,
        balance bigint NOT NULL,
        events integer NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        first_position numeric(20, 0))`);
    },
    async apply(tx, event) {
      const { amount } = amountAddedData.parse(event.data);
      await tx.query(
        `INSERT INTO ${table} (stream, balance, events, last_position, first_position)
         VALUES ($1, $2::bigint * $4::int, 1, $3, $3) ${upsert}`,
        [event.stream, amount, event.position.toString(), version],
      );
    },
    async applyBatch(tx, events) {
      // One row per stream: the batch's sum, count and position range for that stream.
      const sums = new Map<
        string,
        { balance: number; events: number; first: bigint; last: bigint }
      >();
      for (const event of events) {
        const { amount } = amountAddedData.parse(event.data);
        const sum = sums.get(event.stream);
        if (sum) {
          sum.balance += amount;
          sum.events += 1;
          sum.last = event.position;
        } else {
          sums.set(event.stream, {
            balance: amount,
            events: 1,
            first: event.position,
            last: event.position,
          });
        }
      }
      const rows = [...sums];
      await tx.query(
        `INSERT INTO ${table} (stream, balance, events, last_position, first_position)
         SELECT stream, balance * $6::int, events, last, first
         FROM unnest($1::text[], $2::bigint[], $3::int[], $4::numeric[], $5::numeric[])
           AS b (stream, balance, events, first, last)
         ${upsert}`,
        [
          rows.map(([stream]) => stream),
          rows.map(([, sum]) => sum.balance),
          rows.map(([, sum]) => sum.events),
          rows.map(([, sum]) => sum.first.toString()),
          rows.map(([, sum]) => sum.last.toString()),
          version,
        ],
      );
    },
  };
}

export function amountAdded(amount: number, at = new Date()): EventData {
  return {
    id: randomUUID(),
    type: 'AmountAdded',
    data: { amount },
    metadata: {
      actorId: null,
      at: at.toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      source: 'system',
    },
  };
}
