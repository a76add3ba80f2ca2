import {
  normaliseTeamName,
  TEAM_NAME_CLAIM_GRACE_MS,
  teamDecider,
  teamNameDecider,
  teamNameStream,
  teamStream,
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

/**
 * Reserves `name` for `teamId` in the name's reservation stream (DESIGN.md section 4: a
 * rule spanning streams holds through a consistency boundary in the store). A holder
 * whose team never took the name (a crash between the two appends) loses its claim once
 * the grace period is over. Throws team_name_taken when another team holds it.
 */
export async function reserveTeamName(
  store: EventStore,
  { name, teamId }: { name: string; teamId: string },
  context: CommandContext,
): Promise<void> {
  const stream = teamNameStream(name);
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(stream);
    const { holder } = foldStream(teamNameDecider, history);
    let holderLapsed = false;
    if (holder !== null && holder !== teamId) {
      const team = foldStream(teamDecider, await store.readStream(teamStream(holder)));
      const carriesName =
        team.exists && !team.deleted && normaliseTeamName(team.name) === normaliseTeamName(name);
      const reservedAt = Date.parse(history.at(-1)!.metadata.at);
      holderLapsed = !carriesName && context.at.getTime() - reservedAt > TEAM_NAME_CLAIM_GRACE_MS;
    }
    try {
      // No automatic retry: a newer reservation needs the holder check above again.
      await executeCommand(
        store,
        stream,
        teamNameDecider,
        { type: 'ReserveTeamName', data: { name, teamId, holderLapsed } },
        context,
        { retries: 0 },
      );
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= RESERVE_ATTEMPTS) throw error;
    }
  }
}

/** Lets the name go, if `teamId` holds it; a no-op otherwise. */
export async function releaseTeamName(
  store: EventStore,
  { name, teamId }: { name: string; teamId: string },
  context: CommandContext,
): Promise<void> {
  await executeCommand(
    store,
    teamNameStream(name),
    teamNameDecider,
    { type: 'ReleaseTeamName', data: { teamId } },
    context,
    { retries: RESERVE_ATTEMPTS },
  );
}
