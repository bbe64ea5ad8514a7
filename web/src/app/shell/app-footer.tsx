import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export const DEFAULT_CONTACT_EMAIL = 'support@bunkhouse.app';

export function AppFooter() {
  const email = import.meta.env.VITE_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL;
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer border-top bg-body-tertiary py-3 mt-auto">
      <Container fluid className="d-flex flex-column flex-md-row gap-2 gap-md-4 small text-body-secondary">
        <span className="fw-semibold text-body">Bunkhouse</span>
        <span>
          Contact: <a href={`mailto:${email}`}>{email}</a>
        </span>
        <span>
          Support: <Link to={paths.info.href()}>Help &amp; Info</Link>
        </span>
        <span className="ms-md-auto">© {year} Bunkhouse</span>
      </Container>
    </footer>
  );
}
