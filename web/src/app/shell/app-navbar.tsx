import type { ComponentProps } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useCanOpen } from '../../lib/screen-permissions';
import type { GuardedScreen } from '../../lib/screen-permissions';
import { SearchTrigger } from './search-trigger';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

interface MenuLink {
  label: string;
  to: string;
  screen: GuardedScreen;
}

const financeLinks: MenuLink[] = [
  { label: 'Transactions', to: paths.transactions.href(), screen: 'transactions' },
  { label: 'Payment Candidates', to: paths.paymentCandidates.href(), screen: 'paymentCandidates' },
  { label: 'Records', to: paths.records.href(), screen: 'records' },
  { label: 'Messages', to: paths.messages.href(), screen: 'messages' },
];

const placesLinks: MenuLink[] = [
  { label: 'Board', to: paths.board.href(), screen: 'board' },
  { label: 'Properties', to: paths.properties.href(), screen: 'properties' },
  { label: 'Rooms', to: paths.rooms.href(), screen: 'rooms' },
  { label: 'Beds', to: paths.beds.href(), screen: 'beds' },
];

/**
 * A menu entry's link. The dropdown marks its entries with aria-selected, which a link may not carry
 * (axe: aria-allowed-attr, critical); the link says "aria-current=page" instead (NavLink).
 */
function MenuItemLink({ 'aria-selected': _selected, ...props }: ComponentProps<typeof NavLink>) {
  return <NavLink {...props} />;
}

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** A menu of the screens the user may open; none at all when they may open none of them. */
function MenuDropdown({ title, id, links: allLinks }: { title: string; id: string; links: MenuLink[] }) {
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const links = allLinks.filter((link) => canOpen(link.screen));
  if (links.length === 0) return null;
  return (
    <NavDropdown title={title} id={id} active={links.some((link) => isUnder(pathname, link.to))}>
      {links.map((link) => (
        <NavDropdown.Item
          key={link.to}
          as={MenuItemLink}
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

/**
 * The top bar (SPEC.md §2 "Shell"); collapses behind a toggler below the lg breakpoint. It offers only
 * the screens the user may open (lib/screen-permissions.ts). The bar is the page's banner landmark
 * (react-bootstrap would call a non-<nav> bar "navigation"); its "Main" menu is the navigation inside it.
 */
export function AppNavbar() {
  const { user } = useAuth();
  const canOpen = useCanOpen();
  return (
    <Navbar expand="lg" collapseOnSelect className="bg-body-tertiary border-bottom" as="header" role="banner">
      <Container fluid>
        <Navbar.Brand as={Link} to={paths.home.href()} className="fw-semibold">
          <i className="bi bi-house-door-fill text-primary me-2" aria-hidden="true" />
          Bunkhouse
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navbar" />
        <Navbar.Collapse id="main-navbar">
          <Nav as="nav" className="me-auto" aria-label="Main">
            {canOpen('tenants') && (
              <Nav.Link as={NavLink} to={paths.tenants.href()} eventKey={paths.tenants.href()}>
                Tenants
              </Nav.Link>
            )}
            <MenuDropdown title="Finance" id="nav-finance" links={financeLinks} />
            <MenuDropdown title="Places" id="nav-places" links={placesLinks} />
            <Nav.Link as={NavLink} to={paths.info.href()} eventKey={paths.info.href()}>
              Help
            </Nav.Link>
          </Nav>
          <Nav className="align-items-lg-center gap-lg-2">
            {user && <SearchTrigger />}
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
