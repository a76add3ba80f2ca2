import { randomUUID } from 'node:crypto';
import type { EventData } from '@teamledger/eventstore';
import type { Projection } from '@teamledger/read-models';

/** A small read model for runtime tests: a balance per stream from AmountAdded events. */
export function ledgerProjection(table = 'test_ledger', version = 1): Projection {
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
        last_position numeric(20, 0) NOT NULL)`);
    },
    async apply(tx, event) {
      const { amount } = event.data as { amount: number };
      await tx.query(
        `INSERT INTO ${table} (stream, balance, events, last_position) VALUES ($1, $2::bigint * $4::int, 1, $3)
         ON CONFLICT (stream) DO UPDATE SET balance = ${table}.balance + EXCLUDED.balance,
           events = ${table}.events + 1, last_position = EXCLUDED.last_position
         WHERE ${table}.last_position < EXCLUDED.last_position`,
        [event.stream, amount, event.position.toString(), version],
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
