import { describe, expect, it } from 'vitest';
import {
  appLink,
  fittingReminderSubject,
  reminderEmailContent,
  reminderSubjectMismatch,
} from './email.js';

const day = (hasStandup: boolean, hoursLogged: number) => ({ hasStandup, hoursLogged });

describe('fittingReminderSubject', () => {
  it.each([
    [day(false, 0), 'standupMissing'],
    [day(false, 9), 'standupMissing'],
    [day(true, 0), 'hoursLog'],
    [day(true, 7.75), 'lessHours'],
    [day(true, 8), null],
  ] as const)('%j: %s', (theDay, subject) => {
    expect(fittingReminderSubject(theDay)).toBe(subject);
  });
});

describe('reminderSubjectMismatch', () => {
  it('says why a standup missing reminder does not fit someone who posted one', () => {
    expect(reminderSubjectMismatch('standupMissing', day(true, 3), 'Ada Lovelace')).toBe(
      'Ada Lovelace already posted a standup that day.',
    );
  });

  it('says why an hours log reminder does not fit someone who logged hours', () => {
    expect(reminderSubjectMismatch('hoursLog', day(false, 2), 'Ada Lovelace')).toBe(
      'Ada Lovelace already logged hours that day.',
    );
  });

  it('says why a less hours reminder does not fit a full day', () => {
    expect(reminderSubjectMismatch('lessHours', day(true, 8), 'Ada Lovelace')).toBe(
      'Ada Lovelace logged no hours, or a full day (8 h) or more, that day.',
    );
  });

  it('says nothing when the subject fits', () => {
    expect(reminderSubjectMismatch('lessHours', day(true, 4), 'Ada Lovelace')).toBeNull();
  });
});

describe('reminderEmailContent', () => {
  it('links to the form that fixes it, under the site URL', () => {
    const content = reminderEmailContent({
      subject: 'standupMissing',
      date: '2026-10-05',
      recipientName: 'Ada Lovelace',
      requesterName: 'Liam Carter',
      siteUrl: 'https://teamledger.example.com/',
    });
    expect(content).toEqual({
      greeting: 'Hi Ada Lovelace,',
      request: 'Your standup for Oct 5, 2026 is missing. Please add it in Teamledger.',
      link: { text: 'Add your standup', href: 'https://teamledger.example.com/AddStandup' },
      signature: 'Liam Carter sent you this reminder; reply to this email to answer them.',
    });
  });

  it('sends the hours reminders to the hours form', () => {
    for (const subject of ['hoursLog', 'lessHours'] as const) {
      const content = reminderEmailContent({
        subject,
        date: null,
        recipientName: 'Ada Lovelace',
        requesterName: null,
        siteUrl: 'http://127.0.0.1:3000',
      });
      expect(content.link.href).toBe('http://127.0.0.1:3000/AddHoursLog');
    }
  });
});

describe('appLink', () => {
  it('keeps the path of a site URL served under one', () => {
    expect(appLink('https://example.com/teamledger/', '/scores_lead')).toBe(
      'https://example.com/teamledger/scores_lead',
    );
  });
});
