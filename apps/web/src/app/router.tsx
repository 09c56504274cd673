import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { useIsSignedIn } from '../features/auth/session';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { RouteGuard } from './guards/RouteGuard';
import { AuthLayout } from './layouts/AuthLayout';
import { ShellLayout } from './layouts/ShellLayout';
import { PageLoading, RootLayout } from './RootLayout';

// One chunk per route: the landing route loads only what the landing page needs.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

/** "/" is the landing page for anonymous visitors and the member home for everyone signed in. */
function HomeRoute() {
  const signedIn = useIsSignedIn();
  return (
    <Suspense fallback={<PageLoading />}>
      {signedIn ? (
        <RouteGuard chain="member">
          <HomePage />
        </RouteGuard>
      ) : (
        <LandingPage />
      )}
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            path: '/login',
            element: (
              <RouteGuard chain="guest">
                <LoginPage />
              </RouteGuard>
            ),
          },
        ],
      },
      {
        element: <ShellLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
