import { isAdmin, isNonUser, type Viewer } from '../access/index.js';
import { milestoneReportSeesEveryone, readsAnyonesTimesheet } from '../reports/index.js';
import { forbidden } from '../shared/index.js';
import type { ExplainedReport } from './contracts.js';

export const EXPLAIN_FORBIDDEN_MESSAGE =
  'You can only see the explanations of figures you may see.';

/**
 * Whose figures a person may have explained, by the same rule as the report they come from,
 * today: anyone's own; the all-user reports' (Login/Hours, Monthly, Detail) for those who read
 * them; the TimeSheet's and Milestone's for non-users, leads and HR; Overtime for HR and
 * non-users, and a lead for the people they lead; a score's total for HR, Admins and
 * Managers, and the person once the score is approved.
 */
export function assertMayExplain(
  viewer: Viewer & { id: string },
  report: ExplainedReport,
  userId: string,
  { leads, scoreApproved }: { leads: boolean; scoreApproved: boolean },
): void {
  const own = viewer.id === userId;
  const allowed = (() => {
    switch (report) {
      case 'login-hours':
      case 'monthly':
      case 'detail':
        return own || isAdmin(viewer) || viewer.isLead || viewer.isHr;
      case 'timesheet':
        return own || readsAnyonesTimesheet(viewer);
      case 'milestones':
        return own || milestoneReportSeesEveryone(viewer);
      case 'overtime':
        return own || isNonUser(viewer) || viewer.isHr || leads;
      case 'scores':
        return own ? scoreApproved : isAdmin(viewer) || viewer.isHr;
    }
  })();
  if (!allowed) throw forbidden(EXPLAIN_FORBIDDEN_MESSAGE);
}
