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

/**
 * The query cache, holding from the start what the server inlined in the page. Made once: the
 * answers are handed out once, and StrictMode calls a state initializer twice in development.
 */
function createBootedQueryClient() {
  if (!bootedClient) {
    bootedClient = createQueryClient();
    seedBootQueries(bootedClient, window.location.pathname, takeBootAnswer);
  }
  return bootedClient;
}

export function App() {
  const [queryClient] = useState(createBootedQueryClient);
  const [router] = useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
