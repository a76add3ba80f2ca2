import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayoutRoute } from './routes/app/layout';
import { AppNotFoundRoute } from './routes/app/not-found';
import { SettingsRoute } from './routes/app/settings';
import { UpdateProfileRoute } from './routes/app/update-profile';
import { LoginRoute } from './routes/login';
import { RouteError } from './routes/route-error';

// Only screens that exist are registered; any other address shows 'Page not found' inside
// the layout, or, for a visitor who is not signed in, leads to the sign-in page.
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      {
        element: <AppLayoutRoute />,
        children: [
          { path: paths.updateProfile.path, element: <UpdateProfileRoute /> },
          { path: paths.settings.path, element: <SettingsRoute /> },
          { path: '*', element: <AppNotFoundRoute /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
