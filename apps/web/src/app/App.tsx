import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/Toast';
import { takeBootAnswer } from '../lib/api';
import { ErrorBoundary } from './ErrorBoundary';
import { AppConfigProvider } from './providers/AppConfigProvider';
import { seedBootQueries } from './providers/bootQueries';
import { createQueryClient } from './providers/queryClient';
import { createRouter } from './router';

/** Everything around the router: the browser's app and the server's render share it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AppConfigProvider>{children}</AppConfigProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

let bootedClient: QueryClient | null = null;
let bootedRouter: ReturnType<typeof createRouter> | null = null;

/**
 * The query cache, holding from the start what the server inlined in the page. Made once: the
 * answers are handed out once, and StrictMode calls a state initializer twice in development.
 * main.tsx makes it in a task of its own before the first render.
 */
export function bootQueryClient() {
  if (!bootedClient) {
    bootedClient = createQueryClient();
    seedBootQueries(bootedClient, window.location.pathname, takeBootAnswer);
  }
  return bootedClient;
}

/** The browser's router (matching the address against every route), made once, like the cache. */
export function bootRouter() {
  bootedRouter ??= createRouter();
  return bootedRouter;
}

export function App() {
  const [queryClient] = useState(bootQueryClient);
  const [router] = useState(bootRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
