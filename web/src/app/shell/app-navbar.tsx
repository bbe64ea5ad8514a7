import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const financeLinks = [
  { label: 'Transactions', to: paths.transactions.href() },
  { label: 'Payment Candidates', to: paths.paymentCandidates.href() },
  { label: 'Records', to: paths.records.href() },
];

const placesLinks = [
  { label: 'Properties', to: paths.properties.href() },
  { label: 'Rooms', to: paths.rooms.href() },
  { label: 'Beds', to: paths.beds.href() },
];

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function MenuDropdown({ title, id, links }: { title: string; id: string; links: typeof financeLinks }) {
  const { pathname } = useLocation();
  return (
    <NavDropdown title={title} id={id} active={links.some((link) => isUnder(pathname, link.to))}>
      {links.map((link) => (
        <NavDropdown.Item
          key={link.to}
          as={Link}
          to={link.to}
          eventKey={link.to}
          active={isUnder(pathname, link.to)}
        >
          {link.label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

/** The top bar (SPEC.md §2 "Shell"); collapses behind a toggler below the lg breakpoint. */
export function AppNavbar() {
  const { user } = useAuth();
  return (
    <Navbar expand="lg" collapseOnSelect className="bg-body-tertiary border-bottom" as="header">
      <Container fluid>
        <Navbar.Brand as={Link} to={paths.home.href()} className="fw-semibold">
          <i className="bi bi-house-door-fill text-primary me-2" aria-hidden="true" />
          Bunkhouse
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navbar" />
        <Navbar.Collapse id="main-navbar">
          <Nav as="nav" className="me-auto" aria-label="Main">
            <Nav.Link as={NavLink} to={paths.tenants.href()} eventKey={paths.tenants.href()}>
              Tenants
            </Nav.Link>
            <MenuDropdown title="Finance" id="nav-finance" links={financeLinks} />
            <MenuDropdown title="Places" id="nav-places" links={placesLinks} />
            <Nav.Link as={NavLink} to={paths.info.href()} eventKey={paths.info.href()}>
              Help
            </Nav.Link>
          </Nav>
          <Nav className="align-items-lg-center gap-lg-2">
            <ThemeToggle />
            {user ? (
              <UserMenu username={user.username} />
            ) : (
              <Link to={paths.login.href()} className="btn btn-outline-primary btn-sm">
                Login
              </Link>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
