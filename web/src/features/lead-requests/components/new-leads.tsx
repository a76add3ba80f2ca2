import type { LeadRequest } from '@teamledger/domain';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ErrorAlert, PageSpinner, useNotify } from '../../../components/feedback';
import { DateTimeText } from '../../../components/text';
import { useLeadRequests } from '../api/get-lead-requests';
import { useLeadRequestCommand } from '../api/lead-request-commands';
import { AssignLeadModal, ReassignLeadModal, RejectLeadModal } from './lead-request-modals';

const STATUS_VARIANT: Record<LeadRequest['status'], string> = {
  assigned: 'primary',
  accepted: 'success',
  rejected: 'secondary',
};

export interface NewLeadsProps {
  /** Admins assign leads and act on any; everyone else acts on their own. */
  isAdmin: boolean;
  /** Viewers see every lead but act on none. */
  readOnly: boolean;
  currentUserId: string;
  title: string;
}

/**
 * The 'New Leads' card grid (SPEC.md 2 and 4): an assigned lead offers Accept, Reject and
 * Re-assign; View Ticket opens its ticket. A User sees their own leads, rejected ones gone.
 */
export function NewLeads({ isAdmin, readOnly, currentUserId, title }: NewLeadsProps) {
  const notify = useNotify();
  const leads = useLeadRequests();
  const [assigning, setAssigning] = useState(false);
  const [rejecting, setRejecting] = useState<LeadRequest | null>(null);
  const [reassigning, setReassigning] = useState<LeadRequest | null>(null);
  const accept = useLeadRequestCommand({
    mutationConfig: {
      onSuccess: (lead) => notify(`Lead ${lead.name} accepted.`),
      onError: (error) => notify(error.message, 'danger'),
    },
  });

  const canAct = (lead: LeadRequest) =>
    !readOnly && lead.status === 'assigned' && (isAdmin || lead.assignee.id === currentUserId);
  const shown = (leads.data?.leadRequests ?? []).filter(
    (lead) => isAdmin || readOnly || lead.status !== 'rejected',
  );

  return (
    <section aria-labelledby="new-leads-title" className="mt-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="new-leads-title" className="h5 mb-0">
          {title}
        </h2>
        {isAdmin && !readOnly ? (
          <Button size="sm" onClick={() => setAssigning(true)} disabled={!leads.data}>
            Assign Lead
          </Button>
        ) : null}
      </div>
      <ErrorAlert heading="The leads could not be loaded" error={leads.error} />
      {leads.isPending ? (
        <PageSpinner label="Loading leads…" />
      ) : shown.length === 0 ? (
        <p className="text-body-secondary">No leads assigned.</p>
      ) : (
        <Row
          xs={1}
          md={2}
          xl={3}
          className="g-3 list-unstyled"
          as="ul"
          aria-label={title}
          role="list"
        >
          {shown.map((lead) => (
            <Col as="li" key={lead.id}>
              <Card className="h-100 shadow-sm border-0">
                <Card.Body>
                  <div className="d-flex justify-content-between align-items-start gap-2">
                    <Card.Title as="h3" className="h6 mb-1">
                      {lead.name}
                    </Card.Title>
                    <Badge bg={STATUS_VARIANT[lead.status]}>{lead.status}</Badge>
                  </div>
                  <Card.Subtitle className="small text-body-secondary mb-2">
                    {lead.email}
                  </Card.Subtitle>
                  {lead.message ? <Card.Text className="small">{lead.message}</Card.Text> : null}
                  {lead.reason ? (
                    <Card.Text className="small text-body-secondary">
                      Rejected: {lead.reason}
                    </Card.Text>
                  ) : null}
                  <p className="small text-body-secondary mb-0">
                    {isAdmin || readOnly ? `${lead.assignee.name} · ` : ''}
                    <DateTimeText at={lead.assignedAt} />
                  </p>
                </Card.Body>
                <Card.Footer className="bg-body border-0 d-flex flex-wrap gap-2 pt-0">
                  {canAct(lead) ? (
                    <>
                      <Button
                        size="sm"
                        variant="success"
                        disabled={accept.isPending}
                        onClick={() => accept.mutate({ action: 'accept', id: lead.id })}
                      >
                        Accept<span className="visually-hidden"> lead {lead.name}</span>
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setRejecting(lead)}>
                        Reject<span className="visually-hidden"> lead {lead.name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() => setReassigning(lead)}
                      >
                        Re-assign<span className="visually-hidden"> lead {lead.name}</span>
                      </Button>
                    </>
                  ) : null}
                  {lead.ticketUrl ? (
                    <a
                      className="btn btn-sm btn-outline-primary"
                      href={lead.ticketUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      View Ticket
                      <span className="visually-hidden"> of {lead.name} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </Card.Footer>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {leads.data ? (
        <>
          <AssignLeadModal
            show={assigning}
            onHide={() => setAssigning(false)}
            assignees={leads.data.assignees}
          />
          <ReassignLeadModal
            lead={reassigning}
            onHide={() => setReassigning(null)}
            assignees={leads.data.assignees}
          />
        </>
      ) : null}
      <RejectLeadModal lead={rejecting} onHide={() => setRejecting(null)} />
    </section>
  );
}
