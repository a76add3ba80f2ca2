import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/constants';
import { BrandMark } from './brand-mark';

export interface AppShellLink {
  path: string;
  label: string;
  /** The menu of the bar it sits in; null: on the bar itself. */
  group: string | null;
}

type NavItem =
  { kind: 'link'; link: AppShellLink } | { kind: 'group'; label: string; links: AppShellLink[] };

/** The bar's items in order: a link, or a group's menu where the group's first link is. */
export function navItems(links: readonly AppShellLink[]): NavItem[] {
  const items: NavItem[] = [];
  for (const link of links) {
    if (link.group === null) {
      items.push({ kind: 'link', link });
      continue;
    }
    const group = items.find((item) => item.kind === 'group' && item.label === link.group);
    if (group?.kind === 'group') group.links.push(link);
    else items.push({ kind: 'group', label: link.group, links: [link] });
  }
  return items;
}

export interface AppShellProps {
  /** Where the product name leads: the person's start page. */
  homeHref: string;
  /** The top navigation, in display order; a group's links make one menu. */
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
  const { pathname } = useLocation();
  const current = (path: string) => matchPath({ path, caseSensitive: false }, pathname) !== null;
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
              {navItems(links).map((item) =>
                item.kind === 'link' ? (
                  <Nav.Link
                    key={item.link.path}
                    as={NavLink}
                    to={item.link.path}
                    eventKey={item.link.path}
                  >
                    {item.link.label}
                  </Nav.Link>
                ) : (
                  <NavDropdown
                    key={item.label}
                    id={`tl-nav-${item.label.toLowerCase()}`}
                    title={item.label}
                    active={item.links.some((link) => current(link.path))}
                    renderMenuOnMount
                  >
                    {item.links.map((link) => (
                      // No eventKey: with one, the item says aria-selected, which a link may not.
                      <NavDropdown.Item key={link.path} as={NavLink} to={link.path}>
                        {link.label}
                      </NavDropdown.Item>
                    ))}
                  </NavDropdown>
                ),
              )}
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
