import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { Avatar } from '../avatar';

export interface UserMenuLink {
  label: string;
  href: string;
}

export interface UserMenuProps {
  name: string;
  /** A line under the name inside the menu, such as the email address. */
  detail?: string;
  links: readonly UserMenuLink[];
  onSignOut: () => void;
  /** True while signing out: the item is disabled. */
  signingOut?: boolean;
}

/** The account menu at the right of the header: the person's name and initial avatar. */
export function UserMenu({ name, detail, links, onSignOut, signingOut = false }: UserMenuProps) {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        id="tl-user-menu"
        variant="light"
        className="tl-user-toggle d-flex align-items-center gap-2 border-0 rounded-pill ps-1 pe-2 py-1"
      >
        <Avatar name={name} />
        <span className="tl-user-name text-truncate">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm">
        {detail ? (
          <>
            <Dropdown.ItemText className="small text-body-secondary text-truncate tl-user-detail">
              {detail}
            </Dropdown.ItemText>
            <Dropdown.Divider />
          </>
        ) : null}
        {links.map((link) => (
          <Dropdown.Item key={link.href} as={Link} to={link.href}>
            {link.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" onClick={onSignOut} disabled={signingOut}>
          Sign Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
