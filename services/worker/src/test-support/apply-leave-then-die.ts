// Applies for leave the way the API does, then dies with SIGKILL right after the append:
// nothing after the append (no enqueue, no answer) ever runs.
import { leaveDecider, leaveStream } from '@teamledger/domain';
import { createPostgresEventStore, executeCommand } from '@teamledger/eventstore';

const { DATABASE_URL, LEAVE_ID, USER_ID } = process.env;
if (!DATABASE_URL || !LEAVE_ID || !USER_ID) throw new Error('DATABASE_URL, LEAVE_ID, USER_ID');
const store = createPostgresEventStore({ connectionString: DATABASE_URL });
await executeCommand(
  store,
  leaveStream(LEAVE_ID),
  leaveDecider,
  {
    type: 'ApplyForLeave',
    data: {
      leaveId: LEAVE_ID,
      userId: USER_ID,
      leaveType: 'Annual',
      details: 'Appended by a process killed right after.',
      from: '2026-03-12',
      to: '2026-03-12',
      today: '2026-03-10',
    },
  },
  {
    actorId: USER_ID,
    at: new Date('2026-03-10T08:00:00.000Z'),
    correlationId: 'killed',
    source: 'web',
  },
);
process.kill(process.pid, 'SIGKILL');
