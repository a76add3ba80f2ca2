// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { reports, userEndpoints } from '@teamledger/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { SESSION_RANGE_KEY } from '../components/date-range/session-range-key';
import { forgetStartedRequests } from '../lib/started-requests';
import { appScreens, layoutScreen, notFoundScreen, publicScreens, screensAt } from './screens';

// Loading a screen module transforms it and everything it imports on first use: every screen
// together takes seconds on a busy machine, well past vitest's 5 s default. The tests below
// guard what the modules export and request, not how fast they load.
const SLOW_IMPORTS_MS = 60_000;

const named = (pathname: string) => screensAt(pathname).map((screen) => screen.name);

afterEach(() => {
  forgetStartedRequests();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the screens an address shows', () => {
  it('a visitor screen alone, a page with its layout, the not-found page for any other', () => {
    expect(named('/')).toEqual(['LoginRoute']);
    expect(named('/register')).toEqual(['RegisterRoute']);
    expect(named('/StandUpReport')).toEqual(['AppLayoutRoute', 'StandupReportRoute']);
    expect(named('/report1/')).toEqual(['AppLayoutRoute', 'LoginHoursReportRoute']);
    expect(named('/usersReport/42')).toEqual(['AppLayoutRoute', 'UsersReportRoute']);
    expect(named('/nowhere')).toEqual(['AppLayoutRoute', 'AppNotFoundRoute']);
    expect(named(paths.providerLoginHoursReport.path)).toEqual(['AppLayoutRoute']);
  });

  it('shows every report definition at its path, with a screen of its own', () => {
    for (const report of reports) {
      const page = screensAt(report.path.replace(/:\w+/g, 'x'));
      expect(page, report.key).toEqual([
        layoutScreen,
        expect.objectContaining({ path: report.path }),
      ]);
    }
    expect(new Set(reports.map((report) => screensAt(report.path)[1])).size).toBe(reports.length);
  });

  it('matches any case, as the router does', () => {
    expect(named('/standupreport')).toEqual(['AppLayoutRoute', 'StandupReportRoute']);
  });

  it(
    'every screen module exports the component it is registered with',
    async () => {
      for (const screen of [...publicScreens, layoutScreen, ...appScreens, notFoundScreen]) {
        const module = await screen.load();
        expect(typeof module[screen.name], screen.name).toBe('function');
      }
    },
    SLOW_IMPORTS_MS,
  );
});

describe('the requests the first module starts', () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((url) => {
        asked.push(String(url));
        return new Promise<Response>(() => undefined);
      }),
    );
  });

  it(
    'GET /api/me is the me contract',
    async () => {
      const { ME_PATH } = await import('./start');
      expect(ME_PATH).toBe(userEndpoints.me.path);
    },
    SLOW_IMPORTS_MS,
  );

  it.each([
    ['/StandUpReport', 'StandupReportRoute'],
    ['/report1', 'LoginHoursReportRoute'],
  ])(
    '%s opens with what its prefetch asks for',
    async (address, name) => {
      const screen = appScreens.find((candidate) => candidate.name === name);
      const opening = screen?.openingRequests?.() ?? [];
      expect(opening.length).toBeGreaterThan(0);
      expect(screensAt(address)).toContain(screen);

      const module = await screen!.load();
      module.prefetch?.(new QueryClient());
      expect(asked).toEqual(expect.arrayContaining(opening));
    },
    SLOW_IMPORTS_MS,
  );

  it('/report1 asks for itself where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const screen = appScreens.find((candidate) => candidate.name === 'LoginHoursReportRoute');
    expect(screen?.openingRequests?.()).toEqual([]);
    vi.restoreAllMocks();
  });

  it('/report1 leaves a range chosen earlier to the screen', () => {
    sessionStorage.setItem(
      SESSION_RANGE_KEY,
      JSON.stringify({ from: '2026-11-01', to: '2026-11-07' }),
    );
    const screen = appScreens.find((candidate) => candidate.name === 'LoginHoursReportRoute');
    expect(screen?.openingRequests?.()).toEqual([]);
  });
});
