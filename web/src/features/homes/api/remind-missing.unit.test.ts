import { afterEach, describe, expect, it, vi } from 'vitest';
import { remindMissing } from './remind-missing';

const uma = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Uma Patel' };
const pavel = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Pavel Novak' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('remind everyone missing', () => {
  it('sends one standup-missing reminder per person and counts what went and what was refused', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { userId } = JSON.parse(String(init.body)) as { userId: string };
      if (userId === pavel.id) {
        return json(403, {
          error: {
            code: 'forbidden',
            message: 'You can send reminders only to the people you lead.',
          },
        });
      }
      return json(201, {
        reminder: {
          id: 'b0000000-0000-4000-8000-000000000001',
          user: uma,
          subject: 'standupMissing',
          date: '2026-03-10',
          state: 'queued',
          requestedAt: '2026-03-10T15:00:00.000Z',
          sentAt: null,
          failure: null,
        },
      });
    });
    vi.stubGlobal('fetch', fetch);

    const result = await remindMissing({ people: [uma, pavel], date: '2026-03-10' });

    expect(result).toEqual({
      sent: 1,
      refused: [
        { name: 'Pavel Novak', reason: 'You can send reminders only to the people you lead.' },
      ],
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);
    expect(bodies).toEqual([
      { userId: uma.id, subject: 'standupMissing', date: '2026-03-10' },
      { userId: pavel.id, subject: 'standupMissing', date: '2026-03-10' },
    ]);
    // Each request its own Idempotency-Key, so one person's answer is never another's.
    const keys = fetch.mock.calls.map(
      ([, init]) => new Headers(init.headers).get('Idempotency-Key') ?? '',
    );
    expect(new Set(keys).size).toBe(2);
  });
});
