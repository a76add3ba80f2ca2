import type { UserAdminRow } from '@teamledger/domain';
import Dropdown from 'react-bootstrap/Dropdown';

/** What a person's row menu can do; the table decides which apply to the row. */
export type UserRowAction =
  | 'edit'
  | 'review'
  | 'block'
  | 'activate'
  | 'markLeft'
  | 'delete'
  | 'history'
  | 'resendInvitation'
  | 'revokeInvitation'
  | 'endSessions'
  | 'setPassword'
  | 'resetTwoFactor';

const LABELS: Record<UserRowAction, string> = {
  edit: 'Edit',
  review: 'Accept or reject',
  block: 'Block',
  activate: 'Activate',
  markLeft: 'Mark as left',
  delete: 'Delete',
  history: 'History',
  resendInvitation: 'Resend invitation',
  revokeInvitation: 'Revoke invitation',
  endSessions: 'End all sessions',
  setPassword: 'Set password (emergency)',
  resetTwoFactor: 'Reset two-factor sign-in',
};

/** The ones that take something away from the person: shown in red, after a divider. */
const DESTRUCTIVE: ReadonlySet<UserRowAction> = new Set([
  'revokeInvitation',
  'endSessions',
  'resetTwoFactor',
  'block',
  'markLeft',
  'delete',
]);

export interface UserRowMenuProps {
  user: UserAdminRow;
  actions: readonly UserRowAction[];
  onAction: (action: UserRowAction, user: UserAdminRow) => void;
}

/**
 * One person's actions in one menu (React Bootstrap's Dropdown: Enter or Space opens it,
 * the arrow keys move, Escape closes it and gives the focus back to its button). The menu
 * is positioned fixed so the table's sideways scroll does not clip it on a phone.
 */
export function UserRowMenu({ user, actions, onAction }: UserRowMenuProps) {
  const safe = actions.filter((action) => !DESTRUCTIVE.has(action));
  // Those that take something away, always in the same order whatever the status.
  const destructive = [...DESTRUCTIVE].filter((action) => actions.includes(action));
  const item = (action: UserRowAction) => (
    <Dropdown.Item
      key={action}
      as="button"
      type="button"
      role="menuitem"
      className={DESTRUCTIVE.has(action) ? 'text-danger' : undefined}
      onClick={() => onAction(action, user)}
    >
      {LABELS[action]}
    </Dropdown.Item>
  );
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        size="sm"
        variant="outline-secondary"
        id={`user-actions-${user.id}`}
        aria-label={`Actions for ${user.name}`}
      >
        Actions
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu" popperConfig={{ strategy: 'fixed' }}>
        {safe.map(item)}
        {safe.length > 0 && destructive.length > 0 ? <Dropdown.Divider /> : null}
        {destructive.map(item)}
      </Dropdown.Menu>
    </Dropdown>
  );
}
