import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/Toast';
import { ErrorBoundary } from './ErrorBoundary';
import { AppConfigProvider } from './providers/AppConfigProvider';
import { createQueryClient } from './providers/queryClient';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AppConfigProvider>
            <RouterProvider router={router} />
          </AppConfigProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
