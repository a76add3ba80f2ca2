import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
