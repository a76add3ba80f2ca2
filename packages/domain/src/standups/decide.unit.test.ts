import { describe, expect, it } from 'vitest';
import { localDate } from '../calendar/index.js';
import { PROVIDER_USER_MESSAGE } from '../access/index.js';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { StandupCommand } from './commands.js';
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
