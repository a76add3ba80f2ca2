import { formatDay, type MyStandupRow } from '@teamledger/domain';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { RangeReport, useSessionRange } from '../../../../components/date-range';
import { FormModal } from '../../../../components/form';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl } from '../../../../features/explain';
import { MyStandupsTable, useMyStandups, useMyStandupsNow } from '../../../../features/reports';
import { StandupCorrectionForm, StandupHistoryList } from '../../../../features/standups';

/**
 * /userStandupReport: my standups by day, newest first (SPEC.md 2, Own Standup Report), each
 * corrected here with a reason while the window is open, its history beside it (DESIGN.md 6.13).
 * The days can be seen as of a past instant (D365), the cells changed since marked; nothing is
 * corrected from a past instant.
 */
export function ReportRoute() {
  const user = useCurrentUser();
  const [range, setRange] = useSessionRange();
  // The standups as they stood at a past instant; null: now.
  const [asOf, setAsOf] = useState<string | null>(null);
  const report = useMyStandups(range, asOf);
  const rowsNow = useMyStandupsNow(range, asOf);
  const [editing, setEditing] = useState<MyStandupRow | null>(null);
  const [history, setHistory] = useState<MyStandupRow | null>(null);
  return (
    <>
      <PageHeader
        title="StandUp Report"
        description="Your standups; a weekday without one says Not Added, Holiday or On leave."
      />
      <RangeReport idPrefix="standups-range" range={range} onRangeChange={setRange} report={report}>
        <AsOfControl idPrefix="standups" value={asOf} onChange={setAsOf} />
        <MyStandupsTable
          report={report.data}
          loading={report.isPending}
          asOf={asOf}
          rowsNow={rowsNow}
          // A provider user's standups come from the provider: corrected there; a past
          // instant is only looked at.
          onEdit={user.isProviderUser || asOf !== null ? undefined : setEditing}
          onHistory={setHistory}
        />
      </RangeReport>
      <FormModal
        show={editing !== null}
        onHide={() => setEditing(null)}
        id="correct-standup-title"
        title="Correct Standup"
        size="lg"
      >
        {editing?.standup ? (
          <StandupCorrectionForm
            userId={user.id}
            date={editing.date}
            answers={{
              yesterday: editing.standup.yesterday,
              today: editing.standup.today,
              roadblocks: editing.standup.roadblocks,
            }}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </FormModal>
      <Modal
        show={history !== null}
        onHide={() => setHistory(null)}
        aria-labelledby="standup-history-title"
        size="lg"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="standup-history-title" as="h2" className="h5">
            History of the standup of {history ? formatDay(history.date) : ''}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {history ? <StandupHistoryList userId={user.id} date={history.date} /> : null}
        </Modal.Body>
      </Modal>
    </>
  );
}
