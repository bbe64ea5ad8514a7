import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { AuthGate } from '../auth/auth-gate';
import { useApiClientHandlers } from '../use-api-client-handlers';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';

/** The shell around every page: navbar, content, footer; shown once the startup check has ended. */
export function RootLayout() {
  useApiClientHandlers();
  return (
    <AuthGate>
      <div className="app-shell">
        <AppNavbar />
        <main className="app-main">
          <Container fluid className="py-4">
            <Suspense fallback={<FullScreenSpinner label="Loading page..." />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
        <AppFooter />
      </div>
    </AuthGate>
  );
}
