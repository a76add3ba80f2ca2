import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PageSpinner } from '../components/feedback/page-spinner';
import { paths } from '../config/paths';
import { queryClient } from './query-client';
import { RouteError } from './routes/route-error';
import { appScreens, layoutScreen, notFoundScreen, publicScreens, type Screen } from './screens';

/**
 * The router loads the chunks of every screen an address matches at once (the layout's
 * and the page's); as each arrives, its queries start. So a report's request goes out
 * beside GET /api/me instead of after it and after the layout has rendered; the screen
 * then finds its answer in the query cache. The API still decides what anyone may see.
 * The app's first module (start.ts) asks for the same chunks earlier still: loading one
 * twice is the same promise.
 */
const lazy = ({ load, name }: Screen) => ({
  lazy: async () => {
    const module = await load();
    module.prefetch?.(queryClient);
    return { Component: module[name] };
  },
});

const route = (screen: Screen) => ({ path: screen.path ?? undefined, ...lazy(screen) });

// Any address without a screen shows 'Page not found' inside the layout, or, for a
// visitor who is not signed in, leads to the sign-in page.
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads; later screens keep the one on display.
    hydrateFallbackElement: (
      <main>
        <PageSpinner />
      </main>
    ),
    children: [
      ...publicScreens.map(route),
      { path: paths.loginAlias.path, element: <Navigate to={paths.login.getHref()} replace /> },
      {
        ...lazy(layoutScreen),
        children: [
          ...appScreens.map(route),
          {
            path: paths.providerLoginHoursReport.path,
            element: <Navigate to={paths.loginHoursReport.getHref()} replace />,
          },
          route(notFoundScreen),
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
