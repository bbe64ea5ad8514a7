import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { AuthGate } from '../auth/auth-gate';
import { useApiClientHandlers } from '../use-api-client-handlers';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The shell around every page: the skip link, navbar, content, footer; shown once the startup check
 * has ended. `<main>` takes focus (tabIndex -1) when the skip link is used.
 */
export function RootLayout() {
  useApiClientHandlers();
  return (
    <AuthGate>
      <div className="app-shell">
        <SkipLink />
        <AppNavbar />
        <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
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
