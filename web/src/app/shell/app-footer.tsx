import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePublicSettings } from '../../lib/api/get-public-settings';

export const DEFAULT_CONTACT_EMAIL = 'support@bunkhouse.app';
export const DEFAULT_BUSINESS_NAME = 'Bunkhouse';

/**
 * The business's name and contact e-mail (Settings > Business, read by anyone); until they arrive,
 * or when they cannot be read, the product's name and the configured e-mail.
 */
export function AppFooter() {
  const settings = usePublicSettings().data;
  const name = settings?.business_name || DEFAULT_BUSINESS_NAME;
  const email = settings
    ? settings.contact_email
    : import.meta.env.VITE_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL;
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer border-top bg-body-tertiary py-3 mt-auto">
      <Container fluid className="d-flex flex-column flex-md-row gap-2 gap-md-4 small text-body-secondary">
        <span className="fw-semibold text-body">{name}</span>
        {email && (
          <span>
            Contact: <a href={`mailto:${email}`}>{email}</a>
          </span>
        )}
        <span>
          Support: <Link to={paths.info.href()}>Help &amp; Info</Link>
        </span>
        <span className="ms-md-auto">
          © {year} {name}
        </span>
      </Container>
    </footer>
  );
}
