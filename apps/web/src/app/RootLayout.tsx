import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/Spinner';
import { RequireAccountProvider } from '../features/auth/RequireAccount';
import { ScrollToTop } from './ScrollToTop';

export function PageLoading() {
  return (
    <div className="grid flex-1 place-items-center py-24 text-primary">
      <Spinner label="Loading page" />
    </div>
  );
}

export function RootLayout() {
  return (
    <RequireAccountProvider>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RequireAccountProvider>
  );
}
