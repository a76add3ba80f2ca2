import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '../components/feedback';
import { queryConfig } from '../lib/react-query';

// findBy* and waitFor give up after 1 s by default: a render after a stubbed request took
// longer on a loaded machine. They wait for a state that comes; the unit tier's 30 s
// test timeout (vitest.config.ts) still catches one that never does.
configure({ asyncUtilTimeout: 20_000 });

// Component tests run without vitest globals, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Renders inside what every screen has above it: a query client, toasts and a router. They
 * wrap the tree, so `rerender` gives the same screen new props.
 */
export function renderWithApp(ui: ReactNode): RenderResult & { user: UserEvent } {
  const queryClient = new QueryClient({ defaultOptions: queryConfig });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ToastProvider>{children}</ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return Object.assign(render(ui, { wrapper }), { user: userEvent.setup() });
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

export type Answer = { status: number; body?: unknown };

/**
 * Stands in for the API at the network edge: answers each request with the next answer and
 * records what the app sent, Idempotency-Key included.
 */
export function stubApi(...answers: Answer[]): SentRequest[] {
  const sent: SentRequest[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        method: init?.method ?? 'GET',
        path: String(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        idempotencyKey: headers.get('Idempotency-Key'),
      });
      const answer = queue.shift();
      if (!answer) throw new Error(`no answer left for ${String(input)}`);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** The API's error body (DESIGN.md decision 11). */
export const apiError = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Answer => ({ status, body: { error: fields ? { code, message, fields } : { code, message } } });
