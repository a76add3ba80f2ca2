// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { loginHoursReport, reports, standupsReport, userEndpoints } from '@teamledger/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { SESSION_RANGE_KEY } from '../components/date-range/session-range-key';
import { forgetStartedRequests } from '../lib/started-requests';
import {
  appScreens,
  layoutScreen,
  notFoundScreen,
  publicScreens,
  reportScreenFile,
  reportScreenModules,
  screensAt,
} from './screens';

// Loading a screen module transforms it and everything it imports on first use: every screen
// together takes seconds on a busy machine, well past vitest's 5 s default. The tests below
// guard what the modules export and request, not how fast they load.
const SLOW_IMPORTS_MS = 60_000;

const named = (pathname: string) => screensAt(pathname).map((screen) => screen.name);
/** The screen registered at a report definition's path. */
const reportScreenAt = (path: string) => appScreens.find((candidate) => candidate.path === path);

afterEach(() => {
  forgetStartedRequests();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the screens an address shows', () => {
  it('a visitor screen alone, a page with its layout, the not-found page for any other', () => {
    expect(named('/')).toEqual(['LoginRoute']);
    expect(named('/register')).toEqual(['RegisterRoute']);
    expect(named('/sso/callback')).toEqual(['SsoCallbackRoute']);
    expect(screensAt('/StandUpReport')).toEqual([layoutScreen, reportScreenAt('/StandUpReport')]);
    expect(screensAt('/report1/')).toEqual([layoutScreen, reportScreenAt('/report1')]);
    expect(screensAt('/usersReport/42')).toEqual([
      layoutScreen,
      reportScreenAt('/usersReport/:id'),
    ]);
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

  it('finds each report screen in routes/app/reports by its key, and nothing else there', () => {
    expect(Object.keys(reportScreenModules).sort()).toEqual(
      reports.map((report) => reportScreenFile(report.key)).sort(),
    );
  });

  it('matches any case, as the router does', () => {
    expect(screensAt('/standupreport')).toEqual([layoutScreen, reportScreenAt('/StandUpReport')]);
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

  it.each([standupsReport.path, loginHoursReport.path])(
    '%s opens with what its prefetch asks for',
    async (address) => {
      const screen = reportScreenAt(address);
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
    const screen = reportScreenAt(loginHoursReport.path);
    expect(screen?.openingRequests?.()).toEqual([]);
    vi.restoreAllMocks();
  });

  it('/report1 leaves a range chosen earlier to the screen', () => {
    sessionStorage.setItem(
      SESSION_RANGE_KEY,
      JSON.stringify({ from: '2026-11-01', to: '2026-11-07' }),
    );
    const screen = reportScreenAt(loginHoursReport.path);
    expect(screen?.openingRequests?.()).toEqual([]);
  });
});
