import { canManageSettings, type Me } from '@teamledger/domain';
import { useNotify } from '../../../components/feedback';
import { UserMenu, type UserMenuLink } from '../../../components/layout/user-menu';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';

/**
 * The header's account menu; Setting only for those the API lets change settings. Apply for
 * Leave, once here, is in the main navigation ([17/24] item 2).
 */
export function AccountMenu({ user }: { user: Me }) {
  const notify = useNotify();
  const logout = useLogout();
  const links: UserMenuLink[] = [
    { label: 'My Profile', href: paths.updateProfile.getHref() },
    { label: 'Sessions', href: paths.sessions.getHref() },
    { label: 'Two-factor sign-in', href: paths.twoFactor.getHref() },
    ...(canManageSettings(user) ? [{ label: 'Setting', href: paths.settings.getHref() }] : []),
  ];
  return (
    <UserMenu
      name={user.name}
      detail={user.email}
      links={links}
      signingOut={logout.isPending}
      onSignOut={() =>
        logout.mutate(undefined, {
          onError: (error) => notify(`Signing out failed. ${error.message}`, 'danger'),
        })
      }
    />
  );
}
