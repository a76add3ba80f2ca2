import { describe, expect, it } from 'vitest';
import { localDate } from '../calendar/index.js';
import { PROVIDER_USER_MESSAGE } from '../access/index.js';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { CorrectStandup, StandupCommand } from './commands.js';
import { standupFormSchema } from './contracts.js';
import { decideStandup } from './decide.js';
import { standupStream, type StandupEvent } from './events.js';
import { evolveStandup, initialStandupState, type StandupState } from './evolve.js';

const spec = deciderSpec<StandupState, StandupCommand, StandupEvent>({
  initialState: initialStandupState,
  evolve: evolveStandup,
  decide: decideStandup,
});

const userId = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const workspaceId = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
const date = '2026-03-10';

const submit = (
  answers: Partial<{ yesterday: string; today: string; roadblocks: string }>,
  overrides: Partial<StandupCommand['data']> = {},
): StandupCommand => ({
  type: 'SubmitStandup',
  data: {
    userId,
    date,
    workspaceId,
    at: '2026-03-10T09:12:00.000Z',
    isProviderUser: false,
    yesterday: '',
    today: '',
    roadblocks: '',
    ...answers,
    ...overrides,
  },
});

const added: StandupEvent = {
  type: 'StandupAdded',
  data: {
    userId,
    date,
    yesterday: 'Reviewed PRs',
    today: 'Ship holidays',
    roadblocks: 'None',
    workspaceId,
    reportedAt: '2026-03-10T09:12:00.000Z',
  },
};

/** The update of `added` by a second submit that changed only the roadblocks, at 11:00. */
const blankKeptUpdate: StandupEvent = {
  type: 'StandupUpdated',
  data: {
    userId,
    date,
    yesterday: 'Reviewed PRs',
    today: 'Ship holidays',
    roadblocks: 'Waiting for review',
    updatedAt: '2026-03-10T11:00:00.000Z',
  },
};

describe('no standup yet today', () => {
  const given = spec.given([]);

  it('adds one with the first submit as reported at', () => {
    given
      .when(submit({ yesterday: 'Reviewed PRs', today: 'Ship holidays', roadblocks: 'None' }))
      .then([added]);
  });

  it('records no workspace for a person without a default one', () => {
    given
      .when(submit({ yesterday: 'a', today: 'b', roadblocks: 'c' }, { workspaceId: null }))
      .then([
        {
          type: 'StandupAdded',
          data: { ...added.data, yesterday: 'a', today: 'b', roadblocks: 'c', workspaceId: null },
        },
      ]);
  });

  it('needs every answer, each named', () => {
    let caught: unknown;
    try {
      decideStandup(submit({ today: 'Ship' }), initialStandupState);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      kind: 'invalid',
      code: 'standup_incomplete',
      message: 'What I did yesterday is required!',
      fields: {
        yesterday: 'What I did yesterday is required!',
        roadblocks: 'Do you have roadblocks is required!',
      },
    });
  });

  it('refuses a provider user with 403 and a clear message', () => {
    given
      .when(submit({ yesterday: 'a', today: 'b', roadblocks: 'c' }, { isProviderUser: true }))
      .thenThrows('provider_user', PROVIDER_USER_MESSAGE);
  });
});

describe('a standup already added today', () => {
  const given = spec.given([added]);

  it('is updated by a second submit, keeping the first reported at', () => {
    given
      .when(
        submit(
          { yesterday: 'Reviewed PRs', today: 'Ship holidays and standups', roadblocks: 'None' },
          { at: '2026-03-10T15:00:00.000Z' },
        ),
      )
      .then([
        {
          type: 'StandupUpdated',
          data: {
            userId,
            date,
            yesterday: 'Reviewed PRs',
            today: 'Ship holidays and standups',
            roadblocks: 'None',
            updatedAt: '2026-03-10T15:00:00.000Z',
          },
        },
      ]);
  });

  it('keeps an answer left blank (the form was prefilled with it)', () => {
    given
      .when(submit({ roadblocks: 'Waiting for review' }, { at: '2026-03-10T11:00:00.000Z' }))
      .then([blankKeptUpdate]);
  });

  it('records nothing when nothing changed', () => {
    given.when(submit({ yesterday: 'Reviewed PRs', today: 'Ship holidays' })).then([]);
  });

  it('still refuses a provider user', () => {
    given.when(submit({ today: 'x' }, { isProviderUser: true })).thenThrows('provider_user');
  });
});

describe("'today' of a standup", () => {
  it('is the company-local date, so a late-evening UTC submit lands on the next day in Asia', () => {
    const at = '2026-03-10T21:15:00Z';
    expect(localDate(at, 'Asia/Karachi')).toBe('2026-03-11');
    expect(localDate(at, 'Europe/London')).toBe('2026-03-10');
    expect(standupStream(userId, localDate(at, 'Asia/Karachi'))).toBe(
      `standup-${userId}-2026-03-11`,
    );
  });
});

describe('standupFormSchema', () => {
  it('requires only the answers without a prefilled value', () => {
    const schema = standupFormSchema({ yesterday: 'Reviewed PRs', today: 'Ship' });
    const result = schema.safeParse({ yesterday: '', today: '', roadblocks: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['roadblocks', 'Do you have roadblocks is required!'],
    ]);
    expect(schema.safeParse({ yesterday: '', today: '', roadblocks: 'None' }).success).toBe(true);
  });

  it('trims, so spaces alone are no answer', () => {
    const result = standupFormSchema({}).safeParse({
      yesterday: '  ',
      today: 'x',
      roadblocks: 'y',
    });
    expect(result.error?.issues[0]?.message).toBe('What I did yesterday is required!');
  });
});

describe('RecordSyncedStandup (the provider standup sync)', () => {
  const synced = (roadblocks: string): StandupCommand => ({
    type: 'RecordSyncedStandup',
    data: {
      userId,
      date,
      workspaceId,
      at: '2026-03-10T08:05:00Z',
      yesterday: 'Tickets 240 and 241',
      today: 'Ticket 242',
      roadblocks,
    },
  });
  const syncedAdded: StandupEvent = {
    type: 'StandupAdded',
    data: {
      userId,
      date,
      workspaceId,
      yesterday: 'Tickets 240 and 241',
      today: 'Ticket 242',
      roadblocks: '',
      reportedAt: '2026-03-10T08:05:00Z',
    },
  };

  it("adds a provider user's standup, blank answers and all", () => {
    spec.given([]).when(synced('')).then([syncedAdded]);
  });

  it('adds nothing when the report is unchanged, and updates a changed one', () => {
    spec.given([syncedAdded]).when(synced('')).then([]);
    spec
      .given([syncedAdded])
      .when(synced('Waiting for review'))
      .then([
        {
          type: 'StandupUpdated',
          data: {
            userId,
            date,
            yesterday: 'Tickets 240 and 241',
            today: 'Ticket 242',
            roadblocks: 'Waiting for review',
            updatedAt: '2026-03-10T08:05:00Z',
          },
        },
      ]);
  });
});

describe('the state a day stream folds to (what a submit answers)', () => {
  it('keeps the first submit as reported at, and its workspace, through later updates', () => {
    expect([added, blankKeptUpdate].reduce(evolveStandup, initialStandupState)).toEqual({
      exists: true,
      userId,
      date,
      yesterday: 'Reviewed PRs',
      today: 'Ship holidays',
      roadblocks: 'Waiting for review',
      workspaceId,
      reportedAt: '2026-03-10T09:12:00.000Z',
      updatedAt: '2026-03-10T11:00:00.000Z',
    });
    expect(evolveStandup(initialStandupState, added)).toMatchObject({
      reportedAt: '2026-03-10T09:12:00.000Z',
      updatedAt: '2026-03-10T09:12:00.000Z',
    });
  });
});

describe('correcting a standup (DESIGN.md 6.13)', () => {
  const other = 'c3d4e5f6-0000-4000-8000-000000000009';
  const from = { yesterday: 'Reviewed PRs', today: 'Ship holidays', roadblocks: 'None' };
  const to = { yesterday: 'Reviewed PRs', today: 'Release notes', roadblocks: 'None' };
  const correct = (overrides: Partial<CorrectStandup['data']> = {}): StandupCommand => ({
    type: 'CorrectStandup',
    data: {
      to,
      reason: 'Wrote tomorrow’s plan',
      actor: { id: userId, role: 'User' },
      today: '2026-03-12',
      windowWeeks: 1,
      synced: false,
      providerUrl: null,
      ...overrides,
    },
  });
  const corrected: StandupEvent = {
    type: 'StandupCorrected',
    data: {
      userId,
      date,
      from,
      to,
      reason: 'Wrote tomorrow’s plan',
      by: userId,
    },
  };

  it('given their standup, when the owner corrects it with a reason, then from, to and why', () => {
    spec.given([added]).when(correct()).then([corrected]);
  });

  it('given a correction, then the answers change and reported at stays', () => {
    expect([added, corrected].reduce(evolveStandup, initialStandupState)).toMatchObject({
      today: 'Release notes',
      reportedAt: '2026-03-10T09:12:00.000Z',
    });
  });

  it('given no standup that day, then 404', () => {
    spec.given([]).when(correct()).thenThrows('not_found');
  });

  it('given no reason, then 400', () => {
    spec
      .given([added])
      .when(correct({ reason: ' ' }))
      .thenThrows('reason_required');
  });

  it('given the same answers, then nothing', () => {
    spec
      .given([added])
      .when(correct({ to: from }))
      .then([]);
  });

  it('given someone else’s standup, a plain user gets 403 and an Admin corrects it any time', () => {
    spec
      .given([added])
      .when(correct({ actor: { id: other, role: 'User' } }))
      .thenThrows('forbidden');
    spec
      .given([added])
      .when(correct({ actor: { id: other, role: 'Admin' }, today: '2026-09-01' }))
      .then([
        {
          type: 'StandupCorrected',
          data: { userId, date, from, to, reason: 'Wrote tomorrow’s plan', by: other },
        },
      ]);
  });

  it('given the window closed (after Sunday 2026-03-22), the owner gets 422', () => {
    spec
      .given([added])
      .when(correct({ today: '2026-03-22' }))
      .then([corrected]);
    spec
      .given([added])
      .when(correct({ today: '2026-03-23' }))
      .thenThrows('correction_window_closed');
  });

  it('given a provider user’s standup, then 422: it is corrected at the provider', () => {
    spec
      .given([added])
      .when(correct({ synced: true, actor: { id: other, role: 'Admin' } }))
      .thenThrows('synced_entry');
  });
});
