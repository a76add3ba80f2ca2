import { z } from 'zod';
import type { Decider, DomainEventShape } from './decider.js';
import type { DomainError } from './errors.js';
import { eventParser, type EventDefinitions } from './events.js';

/**
 * A rule that spans streams ("at most one live X per key": a team or workspace name, a
 * provider space, a team in a score template) holds through one reservation stream per
 * key (DESIGN.md section 4). Whoever appends the reservation first holds the key; a
 * concurrent second is decided again on the newer stream and refused. The holder releases
 * the key when it lets it go (a rename, a delete). A holder whose own stream does not
 * carry the key (a crash between reserving and the holder's command) loses its claim once
 * RESERVATION_CLAIM_GRACE_MS is over, so a key is never lost for good.
 */

/** How long a reservation without its holder is taken for a request still on its way. */
export const RESERVATION_CLAIM_GRACE_MS = 60_000;

/** Names that count as the same ignoring case and surrounding spaces share a reservation. */
export const normaliseName = (name: string) => name.trim().toLowerCase();

/**
 * The data of a reservation's events: the key as asked for, who holds it and, for kinds
 * whose refusal names the holder, what the holder was called when it reserved.
 */
export type ReservationData<
  KeyField extends string,
  HolderField extends string,
  LabelField extends string = never,
> = { [Field in KeyField | HolderField | LabelField]: string };
export interface ReservationEvent<
  Type extends string,
  KeyField extends string,
  HolderField extends string,
  LabelField extends string = never,
> {
  type: Type;
  data: ReservationData<KeyField, HolderField, LabelField>;
}

export interface Reserve {
  type: 'Reserve';
  data: {
    key: string;
    holderId: string;
    /**
     * The current holder's claim has lapsed: its stream does not carry the key and the
     * reservation is older than the grace period (see claimLapsed). Read by the caller.
     */
    holderLapsed: boolean;
    /**
     * What the refusal calls the current holder (a workspace's name), read from its own
     * stream; null to use the name it reserved with.
     */
    holderLabel: string | null;
    /** What this holder is called, kept with the reservation by kinds with a label field. */
    label?: string;
  };
}
export interface Release {
  type: 'Release';
  data: { holderId: string };
}
export type ReservationCommand = Reserve | Release;

/** Who holds the key, if anyone, the key as they asked for it, and their label if kept. */
export interface ReservationState {
  holder: string | null;
  key: string | null;
  label: string | null;
}

/** How to tell from the holder's own stream whether it still carries the key. */
export interface ReservationHolder<HolderState, HolderEvent extends DomainEventShape> {
  stream: (holderId: string) => string;
  decider: Pick<Decider<HolderState, never, HolderEvent>, 'initialState' | 'evolve' | 'parse'>;
  carries: (state: HolderState, key: string) => boolean;
  /** Names the holder in the refusal (e.g. a workspace's name); null when it has none. */
  label?: (state: HolderState) => string | null;
}

export interface ReservationSpec<
  Reserved extends string,
  Released extends string,
  KeyField extends string,
  HolderField extends string,
  LabelField extends string,
  HolderState,
  HolderEvent extends DomainEventShape,
> {
  reserved: Reserved;
  released: Released;
  keyField: KeyField;
  holderField: HolderField;
  /** Keeps the holder's label (Reserve's `label`) in the events, for the refusal. */
  labelField?: LabelField;
  /** The reservation stream of a key; keys that count as the same share one stream. */
  stream: (key: string) => string;
  /** The refusal when someone else holds the key, naming them when their label is known. */
  taken: (holderLabel: string | null) => DomainError;
  holder: ReservationHolder<HolderState, HolderEvent>;
}

/** A reservation's two events: the key taken, the key let go. */
type ReservationEvents<
  Reserved extends string,
  Released extends string,
  KeyField extends string,
  HolderField extends string,
  LabelField extends string,
> =
  | ReservationEvent<Reserved, KeyField, HolderField, LabelField>
  | ReservationEvent<Released, KeyField, HolderField, LabelField>;

export interface Reservation<
  Reserved extends string,
  Released extends string,
  KeyField extends string,
  HolderField extends string,
  LabelField extends string,
  HolderState,
  HolderEvent extends DomainEventShape,
> extends ReservationSpec<
  Reserved,
  Released,
  KeyField,
  HolderField,
  LabelField,
  HolderState,
  HolderEvent
> {
  events: EventDefinitions<
    ReservationEvents<Reserved, Released, KeyField, HolderField, LabelField>
  >;
  eventTypes: readonly [Reserved, Released];
  decider: Decider<
    ReservationState,
    ReservationCommand,
    ReservationEvents<Reserved, Released, KeyField, HolderField, LabelField>
  >;
}

/**
 * Whether the holder's claim has lapsed: its stream does not carry the key and the
 * reservation was made longer than the grace period before `now`.
 */
export function claimLapsed({
  carries,
  reservedAt,
  now,
}: {
  carries: boolean;
  reservedAt: Date;
  now: Date;
}): boolean {
  return !carries && now.getTime() - reservedAt.getTime() > RESERVATION_CLAIM_GRACE_MS;
}

/** One kind of reservation: its two event types, their schemas and its decider. */
export function defineReservation<
  const Reserved extends string,
  const Released extends string,
  const KeyField extends string,
  const HolderField extends string,
  HolderState,
  HolderEvent extends DomainEventShape,
  const LabelField extends string = never,
>(
  spec: ReservationSpec<
    Reserved,
    Released,
    KeyField,
    HolderField,
    LabelField,
    HolderState,
    HolderEvent
  >,
): Reservation<Reserved, Released, KeyField, HolderField, LabelField, HolderState, HolderEvent> {
  type Data = ReservationData<KeyField, HolderField, LabelField>;
  type Event = ReservationEvents<Reserved, Released, KeyField, HolderField, LabelField>;
  const { reserved, released, keyField, holderField, labelField } = spec;
  const schema = z.object({
    [keyField]: z.string(),
    [holderField]: z.string(),
    ...(labelField === undefined ? {} : { [labelField]: z.string() }),
  }) as unknown as z.ZodType<Data>;
  const data = (key: string, holderId: string, label: string | null) =>
    ({
      [keyField]: key,
      [holderField]: holderId,
      ...(labelField === undefined ? {} : { [labelField]: label ?? '' }),
    }) as Data;
  const labelOf = (event: Event): string | null =>
    labelField === undefined ? null : event.data[labelField] || null;
  const events = {
    [reserved]: { schema },
    [released]: { schema },
  } as EventDefinitions<Event>;

  const decider: Decider<ReservationState, ReservationCommand, Event> = {
    initialState: { holder: null, key: null, label: null },
    parse: eventParser(events),
    evolve(state, event) {
      const holderId = event.data[holderField];
      if (event.type === reserved) {
        return { holder: holderId, key: event.data[keyField], label: labelOf(event) };
      }
      return state.holder === holderId ? { holder: null, key: null, label: null } : state;
    },
    decide(command, state) {
      switch (command.type) {
        case 'Reserve': {
          const { key, holderId, holderLapsed, holderLabel, label } = command.data;
          if (state.holder === holderId) return [];
          if (state.holder !== null && !holderLapsed) {
            throw spec.taken(holderLabel ?? state.label);
          }
          return [{ type: reserved, data: data(key, holderId, label ?? null) }];
        }
        case 'Release': {
          const { holderId } = command.data;
          if (state.holder !== holderId) return [];
          return [{ type: released, data: data(state.key ?? '', holderId, state.label) }];
        }
      }
    },
  };
  return { ...spec, events, eventTypes: [reserved, released], decider };
}
