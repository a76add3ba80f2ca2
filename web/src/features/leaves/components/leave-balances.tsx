import type { LeaveBalances } from '@teamledger/domain';
import { formatDay } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../../components/feedback';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { useLeaveBalances, useLeaveBalancesOfPeople } from '../api/get-leave-balances';

type Balance = LeaveBalances['balances'][number];

const KIND_WORDS: Record<Balance['movements'][number]['kind'], string> = {
  granted: 'Granted',
  accrued: 'Accrued',
  carried_over: 'Carried over',
  taken: 'Taken',
  refunded: 'Refunded',
  expired: 'Lapsed',
};

const signed = (days: number) => (days > 0 ? `+${days}` : String(days));
const dayCount = (days: number) => `${days} ${Math.abs(days) === 1 ? 'day' : 'days'}`;

/** The years a person picks from: this one, the two before and the next. */
function YearPicker({
  year,
  thisYear,
  onChange,
  controlId,
}: {
  year: number;
  thisYear: number;
  onChange: (year: number) => void;
  controlId: string;
}) {
  return (
    <Form.Group controlId={controlId} className="d-flex align-items-center gap-2 mb-3">
      <Form.Label className="mb-0">Year</Form.Label>
      <Form.Select
        size="sm"
        className="w-auto"
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** One leave type's movements: each with its date, amount, words and the event behind it. */
function Movements({ balance }: { balance: Balance }) {
  return (
    <Table size="sm" className="mb-0">
      <caption className="visually-hidden">
        {balance.leaveType} leave movements in {balance.year}
      </caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Movement</th>
          <th scope="col" className="text-end">
            Days
          </th>
          <th scope="col">What</th>
          <th scope="col">Recorded by</th>
        </tr>
      </thead>
      <tbody>
        {balance.movements.length === 0 ? (
          <tr>
            <td colSpan={5} className="text-body-secondary">
              Nothing yet this year.
            </td>
          </tr>
        ) : (
          balance.movements.map((movement, index) => (
            <tr key={`${movement.date}-${movement.kind}-${index}`}>
              <td className="text-nowrap">{formatDay(movement.date)}</td>
              <td>{KIND_WORDS[movement.kind]}</td>
              <td className="text-end">{signed(movement.days)}</td>
              <td>{movement.text}</td>
              <td className="text-nowrap small text-body-secondary">
                {movement.source
                  ? `${movement.source.event} #${movement.source.position}`
                  : 'Leave policy'}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/**
 * A person's leave balances of a year, one row per type (DESIGN.md 6.13): what the year
 * grants, what was carried over, taken, refunded and lapsed, and what is left; each row opens
 * the movements it is the sum of.
 */
export function LeaveBalancesTable({ userId, thisYear }: { userId: string; thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const [open, setOpen] = useState<string | null>(null);
  const balances = useLeaveBalances(userId, year);
  if (balances.isError) {
    return <ErrorAlert heading="Your leave balances could not be loaded" error={balances.error} />;
  }
  const rows = balances.data?.balances ?? [];
  return (
    <>
      <YearPicker year={year} thisYear={thisYear} onChange={setYear} controlId="balance-year" />
      <Table responsive hover className="align-middle position-relative">
        <caption className="visually-hidden">Balances by leave type in {year}</caption>
        <thead>
          <tr>
            <th scope="col">Leave Type</th>
            <th scope="col" className="text-end">
              Entitlement
            </th>
            <th scope="col" className="text-end">
              Carried over
            </th>
            <th scope="col" className="text-end">
              Taken
            </th>
            <th scope="col" className="text-end">
              Balance
            </th>
            <th scope="col" className="text-end">
              Pending
            </th>
            <th scope="col" className="text-end">
              Available
            </th>
            <th scope="col">
              <span className="visually-hidden">Movements</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {balances.isPending ? (
            <tr>
              <td colSpan={8} className="text-body-secondary">
                Loading…
              </td>
            </tr>
          ) : null}
          {rows.map((balance) => (
            <BalanceRows
              key={balance.leaveType}
              balance={balance}
              open={open === balance.leaveType}
              onToggle={() => setOpen(open === balance.leaveType ? null : balance.leaveType)}
            />
          ))}
        </tbody>
      </Table>
      {balances.data ? (
        <p className="small text-body-secondary mb-0">
          As of {formatDay(balances.data.asOf)}. Weekends and holidays inside a leave cost nothing;
          a holiday marked later gives its day back.
        </p>
      ) : null}
    </>
  );
}

function BalanceRows({
  balance,
  open,
  onToggle,
}: {
  balance: Balance;
  open: boolean;
  onToggle: () => void;
}) {
  const id = `movements-${balance.leaveType}`;
  return (
    <>
      <tr data-leave-type={balance.leaveType}>
        <th scope="row">{balance.leaveType}</th>
        <td className="text-end">{balance.entitlement}</td>
        <td className="text-end">{balance.carriedOver}</td>
        <td className="text-end">{balance.taken - balance.refunded}</td>
        <td className="text-end fw-semibold">{dayCount(balance.balance)}</td>
        <td className="text-end">{balance.pending}</td>
        <td className={balance.available < 0 ? 'text-end text-danger' : 'text-end'}>
          {balance.available}
        </td>
        <td className="text-end">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-expanded={open}
            aria-controls={id}
            onClick={onToggle}
          >
            {open ? 'Hide movements' : 'Movements'}
            <span className="visually-hidden"> of {balance.leaveType} leave</span>
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={id}>
          <td colSpan={8} className="bg-body-tertiary">
            <Movements balance={balance} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/**
 * The balances of everyone the viewer may see (HR, Admins and Managers: all; a lead: their
 * people), one row a person, with LeaveBalances.csv for the whole year.
 */
export function PeopleLeaveBalances({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const people = useLeaveBalancesOfPeople(year);
  if (people.isError) {
    return <ErrorAlert heading="The leave balances could not be loaded" error={people.error} />;
  }
  const rows = people.data?.people ?? [];
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'name', header: 'Name', cell: (row) => row.user.name },
    ...(['Annual', 'Sick', 'Casual'] as const).map((leaveType) => ({
      key: leaveType,
      header: `${leaveType} (available of entitlement)`,
      className: 'text-nowrap',
      cell: (row: (typeof rows)[number]) => {
        const balance = row.balances.find((b) => b.leaveType === leaveType);
        return balance ? `${balance.available} of ${balance.entitlement}` : '';
      },
    })),
  ];
  return (
    <>
      <YearPicker
        year={year}
        thisYear={thisYear}
        onChange={setYear}
        controlId="people-balance-year"
      />
      <DataTable
        phoneCards
        caption={`Leave balances in ${year}`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.user.id}
        pageSize={20}
        emptyMessage="No one to show."
        loading={people.isPending}
        toolbar={
          <CsvDownloadButton
            path={`/api/leaves/balances/people?${new URLSearchParams({ year: String(year) }).toString()}`}
            fileName="LeaveBalances.csv"
          />
        }
      />
    </>
  );
}
