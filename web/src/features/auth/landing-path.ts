import { paths } from '../../config/paths';
import type { AuthUser } from './api/login';

/** Where a person lands after signing in (SPEC.md section 2): admins and leads see everyone's standups. */
export function landingPathFor(user: Pick<AuthUser, 'role' | 'isLead'>): string {
  return user.role === 'Admin' || user.isLead
    ? paths.standupReport.getHref()
    : paths.userStandupReport.getHref();
}
