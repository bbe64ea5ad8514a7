import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth-context';
import { AppToasts } from './shell/app-toasts';
import { LoadingOverlay } from './shell/loading-overlay';
import { ThemeProvider } from './theme/theme-context';

/** Everything the app needs around the router; tests render the real routes inside it too. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          {children}
          <LoadingOverlay />
          <AppToasts />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
