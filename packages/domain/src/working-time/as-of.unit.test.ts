import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/index.js';
import { overtimeRecordsOf } from './as-of.js';

const ada = 'a';
const bo = 'b';
const range = { from: '2026-12-01', to: '2026-12-31' };
const leaveFacts = (leaveId: string, userId: string, from: string, to: string) => ({
  leaveId,
  userId,
  leaveType: 'Annual' as const,
  from,
  to,
});
const adjusted = (adjustmentId: string, userId: string, date: string, hours: number) => ({
  type: 'OvertimeAdjusted' as const,
  data: { userId, adjustmentId, date, hours, reason: `Adjusted ${hours}` },
});

describe('overtimeRecordsOf', () => {
  describe('given no events', () => {
    it('gives no contract, adjustment, leave or holiday, and no carry-over cap', () => {
      expect(overtimeRecordsOf([], range)).toEqual({
        contracts: new Map(),
        adjustments: new Map(),
        leave: new Map(),
        holidays: new Set(),
        carryOverCap: null,
      });
    });
  });

  describe('given contracts and adjustments', () => {
    it('keeps the later contract of a day, by first day, and the adjustments up to `to` by date', () => {
      const events: DomainEvent[] = [
        {
          type: 'WorkingTimeSet',
          data: {
            userId: ada,
            effectiveFrom: '2026-12-07',
            weekHours: [6, 6, 6, 6, 6, 0, 0],
            reason: 'Part time',
          },
        },
        {
          type: 'WorkingTimeSet',
          data: {
            userId: ada,
            effectiveFrom: '2026-11-02',
            weekHours: [8, 8, 8, 8, 4, 0, 0],
            reason: 'Short Fridays',
          },
        },
        {
          type: 'WorkingTimeSet',
          data: {
            userId: ada,
            effectiveFrom: '2026-12-07',
            weekHours: [7, 7, 7, 7, 7, 0, 0],
            reason: 'Corrected',
          },
        },
        adjusted('x', ada, '2026-12-09', -3),
        adjusted('y', ada, '2026-12-02', 1),
        adjusted('z', ada, '2027-01-04', 2),
        adjusted('x', ada, '2026-12-09', -3),
        adjusted('w', bo, '2026-12-09', 1.5),
      ];
      const records = overtimeRecordsOf(events, range);
      expect(records.contracts).toEqual(
        new Map([
          [
            ada,
            [
              { effectiveFrom: '2026-11-02', weekHours: [8, 8, 8, 8, 4, 0, 0] },
              { effectiveFrom: '2026-12-07', weekHours: [7, 7, 7, 7, 7, 0, 0] },
            ],
          ],
        ]),
      );
      expect(records.adjustments).toEqual(
        new Map([
          [
            ada,
            [
              { date: '2026-12-02', hours: 1, reason: 'Adjusted 1' },
              { date: '2026-12-09', hours: -3, reason: 'Adjusted -3' },
            ],
          ],
          [bo, [{ date: '2026-12-09', hours: 1.5, reason: 'Adjusted 1.5' }]],
        ]),
      );
    });
  });

  describe('given leaves, holidays and Settings', () => {
    it('counts only approved leave within the range, half days as half, holidays as they were left, the last cap', () => {
      const events: DomainEvent[] = [
        {
          type: 'LeaveApplied',
          data: {
            ...leaveFacts('l1', ada, '2026-11-30', '2026-12-02'),
            details: 'Trip',
            status: 'pending',
          },
        },
        {
          type: 'LeaveApproved',
          data: { ...leaveFacts('l1', ada, '2026-11-30', '2026-12-02'), note: '' },
        },
        {
          type: 'LeaveApplied',
          data: {
            ...leaveFacts('l2', ada, '2026-12-10', '2026-12-10'),
            halfDay: true,
            details: 'Dentist',
            status: 'approved',
          },
        },
        {
          type: 'LeaveApplied',
          data: {
            ...leaveFacts('l3', bo, '2026-12-14', '2026-12-14'),
            details: 'Wait',
            status: 'pending',
          },
        },
        {
          type: 'LeaveApplied',
          data: {
            ...leaveFacts('l4', bo, '2026-12-15', '2026-12-15'),
            details: 'Off',
            status: 'approved',
          },
        },
        {
          type: 'LeaveCancelled',
          data: {
            ...leaveFacts('l4', bo, '2026-12-15', '2026-12-15'),
            reason: 'Stays',
            wasApproved: true,
          },
        },
        { type: 'HolidayAdded', data: { date: '2026-12-24', title: 'Eve' } },
        { type: 'HolidayAdded', data: { date: '2026-12-25', title: 'Christmas' } },
        { type: 'HolidayRemoved', data: { date: '2026-12-24' } },
        { type: 'HolidayAdded', data: { date: '2027-01-01', title: 'New Year' } },
        {
          type: 'SettingsChanged',
          data: { changes: { overtimeCarryOverHours: 40 }, previous: {} },
        },
        { type: 'SettingsChanged', data: { changes: { hrEmail: 'hr@x.test' }, previous: {} } },
      ];
      const records = overtimeRecordsOf(events, range);
      expect(records.leave).toEqual(
        new Map([
          [
            ada,
            new Map([
              ['2026-12-01', 'full'],
              ['2026-12-02', 'full'],
              ['2026-12-10', 'half'],
            ]),
          ],
        ]),
      );
      expect(records.holidays).toEqual(new Set(['2026-12-25']));
      expect(records.carryOverCap).toBe(40);
    });
  });
});
