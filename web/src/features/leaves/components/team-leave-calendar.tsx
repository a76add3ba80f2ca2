import { formatDay, longMonthLabel, shiftMonth, type LeaveCalendar } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ErrorAlert } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { useLeaveCalendar } from '../api/get-leave-calendar';

type CalendarDay = LeaveCalendar['days'][number];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** What a day is, or who is away on it: 'Uma Patel (Annual)', 'Liam Carter (Sick, pending)'. */
function awayText(day: CalendarDay): string {
  if (day.weekend) return 'Weekend';
  if (day.holiday) return `Holiday: ${day.holiday}`;
  if (day.away.length === 0) return 'Everyone in';
  return day.away
    .map(({ user, leaveType, status }) =>
      status === 'pending' ? `${user.name} (${leaveType}, pending)` : `${user.name} (${leaveType})`,
    )
    .join(', ');
}

/**
 * The team leave calendar by month (DESIGN.md 6.13): who of my team and my people is away
 * which day, pending leave marked as such, weekends and holidays said. HR and non-users see
 * everyone.
 */
export function TeamLeaveCalendar() {
  const [month, setMonth] = useState<string | null>(null);
  const calendar = useLeaveCalendar(month);
  const shown = calendar.data?.month ?? null;
  const columns: Column<CalendarDay>[] = [
    {
      key: 'date',
      header: 'Day',
      className: 'text-nowrap',
      cell: (day) => `${weekdayOf(day.date)}, ${formatDay(day.date)}`,
    },
    {
      key: 'away',
      header: 'Away',
      cell: (day) => (
        <span className={day.weekend || day.holiday ? 'text-body-secondary' : undefined}>
          {awayText(day)}
        </span>
      ),
    },
  ];
  if (calendar.isError) {
    return <ErrorAlert heading="The leave calendar could not be loaded" error={calendar.error} />;
  }
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-2">
        <Button
          variant="outline-primary"
          size="sm"
          disabled={shown === null}
          onClick={() => shown && setMonth(shiftMonth(shown, -1))}
        >
          Previous month
        </Button>
        <span className="fw-semibold" aria-live="polite">
          {shown ? longMonthLabel(shown) : ''}
        </span>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={shown === null}
          onClick={() => shown && setMonth(shiftMonth(shown, 1))}
        >
          Next month
        </Button>
      </div>

      <DataTable
        phoneCards
        caption="Team leave calendar"
        columns={columns}
        rows={calendar.data?.days ?? []}
        rowKey={(day) => day.date}
        pageSize={31}
        loading={calendar.isPending}
        emptyMessage="No days to show."
      />
    </>
  );
}
