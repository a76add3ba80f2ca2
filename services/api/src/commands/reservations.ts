import {
  claimLapsed,
  type DomainEventShape,
  type Reservation,
  type ReservationCommand,
} from '@teamledger/domain';
import {
  executeCommand,
  foldStream,
  WrongExpectedVersionError,
  type CommandContext,
  type EventStore,
} from '@teamledger/eventstore';

/** Enough for every request of a burst to be decided on the newest reservation. */
const RESERVE_ATTEMPTS = 25;

// Any kind of reservation: the helpers only read its stream, its decider and its holder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = Reservation<string, string, string, string, string, any, any>;

const run = (
  store: EventStore,
  kind: AnyKind,
  key: string,
  command: ReservationCommand,
  context: CommandContext,
  retries: number,
) => executeCommand(store, kind.stream(key), kind.decider, command, context, { retries });

const holderStateOf = async (store: EventStore, kind: AnyKind, holderId: string) =>
  foldStream<unknown, DomainEventShape>(
    kind.holder.decider,
    await store.readStream(kind.holder.stream(holderId)),
  );

/**
 * The fast first answer, before anything is appended: refuses when `heldBy` (what a read
 * model says holds the key; holders recorded before reservations existed have none) is
 * another holder and its own stream still carries the key, so a read model that lags
 * behind a rename or delete refuses nothing. The reservation is what holds the rule.
 */
export async function refuseIfHeld(
  store: EventStore,
  kind: AnyKind,
  { key, holderId, heldBy }: { key: string; holderId: string; heldBy: string | null },
): Promise<void> {
  if (heldBy === null || heldBy === holderId) return;
  const holderState = await holderStateOf(store, kind, heldBy);
  if (kind.holder.carries(holderState, key))
    throw kind.taken(kind.holder.label?.(holderState) ?? null);
}

/**
 * Reserves `key` for `holderId` in the key's reservation stream (DESIGN.md section 4: a
 * rule spanning streams holds through a consistency boundary in the store). A holder
 * whose own stream does not carry the key loses its claim once the grace period is over.
 * Throws the kind's refusal when another holder has the key. Answers whether this call
 * appended the reservation (false when `holderId` held it already, e.g. a retry).
 */
export async function reserve(
  store: EventStore,
  kind: AnyKind,
  { key, holderId, label }: { key: string; holderId: string; label?: string },
  context: CommandContext,
): Promise<boolean> {
  const stream = kind.stream(key);
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(stream);
    const { holder } = foldStream(kind.decider, history);
    let holderLapsed = false;
    let holderLabel: string | null = null;
    if (holder !== null && holder !== holderId) {
      const holderState = await holderStateOf(store, kind, holder);
      holderLabel = kind.holder.label?.(holderState) ?? null;
      holderLapsed = claimLapsed({
        carries: kind.holder.carries(holderState, key),
        reservedAt: new Date(history.at(-1)!.metadata.at),
        now: context.at,
      });
    }
    try {
      // No automatic retry: a newer reservation needs the holder check above again.
      const { events } = await run(
        store,
        kind,
        key,
        { type: 'Reserve', data: { key, holderId, holderLapsed, holderLabel, label } },
        context,
        0,
      );
      return events.length > 0;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= RESERVE_ATTEMPTS) throw error;
    }
  }
}

/** Lets the key go, if `holderId` holds it; a no-op otherwise. */
export async function release(
  store: EventStore,
  kind: AnyKind,
  { key, holderId }: { key: string; holderId: string },
  context: CommandContext,
): Promise<void> {
  await run(store, kind, key, { type: 'Release', data: { holderId } }, context, RESERVE_ATTEMPTS);
}

/** What one holder asks to reserve: several keys, maybe of several kinds. */
export interface Claim {
  kind: AnyKind;
  key: string;
  /** What the holder is called, for kinds that keep it (see reserve). */
  label?: string;
}

/**
 * Reserves every claim for `holderId`, in order (callers sort keys of one kind, so two
 * requests for overlapping sets meet on the same first key). When one is refused, gives
 * back what this call reserved and throws. Answers the claims this call reserved, for
 * `giveBack` when the holder's own command then fails.
 */
export async function reserveAll(
  store: EventStore,
  claims: readonly Claim[],
  holderId: string,
  context: CommandContext,
): Promise<Claim[]> {
  const reserved: Claim[] = [];
  try {
    for (const claim of claims) {
      const { kind, key, label } = claim;
      if (
        await reserve(
          store,
          kind,
          { key, holderId, ...(label === undefined ? {} : { label }) },
          context,
        )
      ) {
        reserved.push(claim);
      }
    }
    return reserved;
  } catch (error) {
    await releaseAll(store, reserved, holderId, context);
    throw error;
  }
}

/** Releases every claim `holderId` holds (a no-op for the others). */
export async function releaseAll(
  store: EventStore,
  claims: readonly Claim[],
  holderId: string,
  context: CommandContext,
): Promise<void> {
  for (const { kind, key } of claims) await release(store, kind, { key, holderId }, context);
}

/**
 * Runs the holder's own command with its claims reserved first: reserves them, runs
 * `command`, and gives back what it reserved when the command fails (the holder does not
 * carry those keys). Releasing what the holder let go is the caller's, after success.
 */
export async function withClaims<T>(
  store: EventStore,
  claims: readonly Claim[],
  holderId: string,
  context: CommandContext,
  command: () => Promise<T>,
): Promise<T> {
  const reserved = await reserveAll(store, claims, holderId, context);
  try {
    return await command();
  } catch (error) {
    await releaseAll(store, reserved, holderId, context);
    throw error;
  }
}
