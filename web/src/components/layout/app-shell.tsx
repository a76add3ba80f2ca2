import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/constants';
import { BrandMark } from './brand-mark';

export interface AppShellLink {
  path: string;
  label: string;
}

export interface AppShellProps {
  /** Where the product name leads: the person's start page. */
  homeHref: string;
  /** The top navigation, in display order. */
  links: readonly AppShellLink[];
  /** The right side of the header, e.g. the account menu. */
  account: ReactNode;
  children: ReactNode;
}

const MAIN_NAV_ID = 'tl-main-nav';

/**
 * The frame around every signed-in screen: a header with the product name and the
 * account menu, the main navigation under it (collapsed behind a toggle on small
 * screens), and the page itself in <main>.
 */
export function AppShell({ homeHref, links, account, children }: AppShellProps) {
  return (
    <div className="tl-app d-flex flex-column">
      <a href="#main" className="visually-hidden-focusable tl-skip-link">
        Skip to main content
      </a>
      <Navbar
        as="header"
        role="banner"
        expand="lg"
        collapseOnSelect
        className="tl-navbar bg-body border-bottom shadow-sm py-0"
      >
        <Container fluid className="px-3 px-lg-4">
          <Navbar.Brand as={Link} to={homeHref} className="d-flex align-items-center gap-2 py-2">
            <BrandMark size={30} />
            <span className="fw-semibold">{PRODUCT_NAME}</span>
          </Navbar.Brand>
          <div className="d-flex align-items-center gap-2 ms-auto py-2">
            {account}
            <Navbar.Toggle aria-controls={MAIN_NAV_ID} label="Show or hide navigation" />
          </div>
          <Navbar.Collapse id={MAIN_NAV_ID} className="tl-navbar-links">
            <Nav as="nav" aria-label="Main" className="py-1">
              {links.map((link) => (
                <Nav.Link key={link.path} as={NavLink} to={link.path} eventKey={link.path}>
                  {link.label}
                </Nav.Link>
              ))}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <main id="main" tabIndex={-1} className="tl-main flex-grow-1">
        <Container fluid className="px-3 px-lg-4 py-4">
          {children}
        </Container>
      </main>
    </div>
  );
}
