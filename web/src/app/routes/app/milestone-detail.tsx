import {
  formatDay,
  formatHours,
  isNonUser,
  isOverdue,
  milestoneStatus,
  seesAllUserReports,
} from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { MilestoneTasksTable, useMilestoneDetail } from '../../../features/milestones';
import { NoAccessRoute } from './no-access';

/** /milestoneDetail/:milestoneId/:milestoneName: for non-users and leads, as the API allows. */
export function MilestoneDetailRoute() {
  const user = useCurrentUser();
  return isNonUser(user) || seesAllUserReports(user) ? (
    <MilestoneDetailScreen />
  ) : (
    <NoAccessRoute />
  );
}

function MilestoneDetailScreen() {
  const { milestoneId = '', milestoneName = '' } = useParams();
  const detail = useMilestoneDetail(milestoneId);
  const milestone = detail.data?.milestone;
  return (
    <>
      <PageHeader
        title={milestone?.title ?? milestoneName}
        description={milestone?.workspaceName}
      />
      <ErrorAlert heading="The milestone could not be loaded" error={detail.error} />
      {milestone && detail.data ? (
        <Card className="shadow-sm border-0 mb-4">
          <Card.Body className="p-4">
            <dl className="row mb-0">
              <dt className="col-sm-3">Status</dt>
              <dd className="col-sm-9">{milestoneStatus(milestone)}</dd>
              <dt className="col-sm-3">Start - Due</dt>
              <dd className="col-sm-9">
                {milestone.startDate ? formatDay(milestone.startDate) : '—'} -{' '}
                {milestone.dueDate ? (
                  <span
                    className={
                      isOverdue(milestone, detail.data.today)
                        ? 'text-danger fw-semibold'
                        : undefined
                    }
                  >
                    {formatDay(milestone.dueDate)}
                  </span>
                ) : (
                  '—'
                )}
              </dd>
              <dt className="col-sm-3">Description</dt>
              <dd className="col-sm-9">{milestone.description || '—'}</dd>
              <dt className="col-sm-3">Hours logged</dt>
              <dd className="col-sm-9 mb-0">{formatHours(detail.data.totalHours)}</dd>
            </dl>
          </Card.Body>
        </Card>
      ) : null}
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <MilestoneTasksTable detail={detail.data} loading={detail.isPending} />
        </Card.Body>
      </Card>
    </>
  );
}
