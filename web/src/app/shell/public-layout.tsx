import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The frame of a page for people who never sign in (a tenant's balance page, issue 32): no startup
 * check, navbar, user menu or footer, so nothing here asks the server for a session or the staff's
 * settings; the page says who the business is itself.
 */
export function PublicLayout() {
  return (
    <div className="app-shell">
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <Container className="public-page py-4">
          <Suspense fallback={<FullScreenSpinner label="Loading page..." />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
    </div>
  );
}
