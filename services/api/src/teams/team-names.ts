import { teamNameReservation } from '@teamledger/domain';
import type { CommandContext, EventStore } from '@teamledger/eventstore';
import { release, reserve } from '../commands/reservations.js';

/**
 * Reserves `name` for `teamId` in the name's reservation stream; throws team_name_taken
 * when another team holds it (commands/reservations.ts).
 */
export async function reserveTeamName(
  store: EventStore,
  { name, teamId }: { name: string; teamId: string },
  context: CommandContext,
): Promise<boolean> {
  return reserve(store, teamNameReservation, { key: name, holderId: teamId }, context);
}

/** Lets the name go, if `teamId` holds it; a no-op otherwise. */
export async function releaseTeamName(
  store: EventStore,
  { name, teamId }: { name: string; teamId: string },
  context: CommandContext,
): Promise<void> {
  await release(store, teamNameReservation, { key: name, holderId: teamId }, context);
}
