import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  leadDigestEmail,
  leaveApplicationEmail,
  leaveDecisionEmail,
  reminderEmail,
  scoreReminderEmail,
  timesheetApprovalsDigestEmail,
  timesheetReminderEmail,
} from './templates.js';

const uma = { name: 'Uma Patel', address: 'uma@northwind.test' };
const liam = { name: 'Liam Carter', address: 'liam@northwind.test' };
// A name as a person may type it: nothing of it may become markup in the HTML part.
const site = 'https://teamledger.example.com';
const mallory = { name: 'Mal <script>alert("x")</script> & Co', address: 'mal@northwind.test' };

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('reminderEmail', () => {
  it("goes to the person with the modal's subject, answered to who asked", () => {
    const mail = reminderEmail({
      subject: 'hoursLog',
      date: '2026-03-09',
      recipient: uma,
      requester: liam,
      siteUrl: site,
    });
    expect(mail).toMatchObject({
      to: 'uma@northwind.test',
      subject: 'Hours log reminder',
      replyTo: liam,
      text: [
        'Hi Uma Patel,',
        '',
        'Please log your hours for Mar 9, 2026 in Teamledger.',
        '',
        'Log your hours: https://teamledger.example.com/AddHoursLog',
        '',
        'Liam Carter sent you this reminder; reply to this email to answer them.',
      ].join('\n'),
    });
    expect(mail.html).toContain('<title>Hours log reminder</title>');
    expect(mail.html).toContain(
      '<p><a href="https://teamledger.example.com/AddHoursLog">Log your hours</a></p>',
    );
    expect(mail.html).toContain('<p>Please log your hours for Mar 9, 2026 in Teamledger.</p>');
  });

  it.each([
    ['standupMissing', 'Standup missing reminder', 'Your standup for Mar 9, 2026 is missing.'],
    [
      'lessHours',
      'Less hours reminder',
      'The hours you logged for Mar 9, 2026 are fewer than a full working day.',
    ],
  ] as const)('%s: the subject %j and its request', (subject, line, request) => {
    const mail = reminderEmail({
      subject,
      date: '2026-03-09',
      recipient: uma,
      requester: liam,
      siteUrl: site,
    });
    expect(mail.subject).toBe(line);
    expect(mail.text.split('\n')[2]).toContain(request);
    expect(mail.html).toContain(request);
  });

  it('says where it comes from when nobody asked (the daily run)', () => {
    const mail = reminderEmail({
      subject: 'standupMissing',
      date: null,
      recipient: uma,
      requester: null,
      siteUrl: site,
    });
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail.text.split('\n').slice(2)).toEqual([
      'Your standup is missing. Please add it in Teamledger.',
      '',
      'Add your standup: https://teamledger.example.com/AddStandup',
      '',
      'This reminder was sent from Teamledger.',
    ]);
    expect(mail.html).toContain('<p>This reminder was sent from Teamledger.</p>');
  });

  it('escapes the names in the HTML part and keeps them as typed in the text', () => {
    const mail = reminderEmail({
      subject: 'hoursLog',
      date: null,
      recipient: mallory,
      requester: mallory,
      siteUrl: site,
    });
    expect(mail.text).toContain(`Hi ${mallory.name},`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '<p>Hi Mal &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,</p>',
    );
  });
});

describe('leaveApplicationEmail', () => {
  const leave = {
    id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    user: { id: 'u-1', name: 'Liam Carter' },
    leaveType: 'Annual' as const,
    details: 'Family trip.\nReachable by phone <after 6>.',
    from: '2026-04-01',
    to: '2026-04-06',
    // Wednesday to Monday over Good Friday and the weekend.
    halfDay: false,
    workingDays: 3,
    appliedAt: '2026-03-31T22:30:00.000Z',
    status: 'pending' as const,
    decision: null,
  };
  const mail = leaveApplicationEmail({
    leave,
    applicant: liam,
    approverEmail: 'hr@northwind.test',
    timeZone: 'Asia/Kolkata',
    siteUrl: site,
  });

  it('goes to the approver, answered to the applicant, with the name and type in the subject', () => {
    expect(mail).toMatchObject({
      to: 'hr@northwind.test',
      replyTo: liam,
      subject: 'Leave application: Liam Carter — Annual',
    });
  });

  it("gives the days, the details and when it was applied for on the company's clock", () => {
    expect(mail.text).toBe(
      [
        'Liam Carter (liam@northwind.test) applied for Annual leave.',
        '',
        'First day:  Apr 1, 2026',
        'Last day:   Apr 6, 2026 (3 working days)',
        'Applied on: Apr 1, 2026, 4:00 AM (Asia/Kolkata)',
        '',
        'Details:',
        'Family trip.',
        'Reachable by phone <after 6>.',
        '',
        'It waits for your approval in Teamledger.',
        '',
        `Open Leave Approvals: ${site}/LeaveApprovals`,
        '',
        'Reply to this email to answer Liam Carter.',
      ].join('\n'),
    );
  });

  it('shows the same in HTML, the details escaped with their line breaks kept', () => {
    expect(mail.html).toContain(
      '<tr><th align="left">Last day</th><td>Apr 6, 2026 (3 working days)</td></tr>',
    );
    expect(mail.html).toContain(
      '<p style="white-space:pre-wrap">Details:\nFamily trip.\nReachable by phone &lt;after 6&gt;.</p>',
    );
  });
});

describe('leaveDecisionEmail', () => {
  const leave = {
    id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    user: { id: 'u-1', name: 'Liam Carter' },
    leaveType: 'Annual' as const,
    details: 'Family trip.',
    from: '2026-04-01',
    to: '2026-04-06',
    halfDay: false,
    workingDays: 3,
    appliedAt: '2026-03-31T22:30:00.000Z',
    status: 'approved' as const,
    decision: null,
  };
  const hana = { name: 'Hana HR', address: 'hr@northwind.test' };

  it('tells the applicant who decided, with the note and a link to My leave', () => {
    const mail = leaveDecisionEmail({
      leave,
      status: 'rejected',
      by: hana,
      note: 'Release week <sorry>',
      to: liam,
      audience: 'applicant',
      siteUrl: site,
    });
    expect(mail).toMatchObject({
      to: 'liam@northwind.test',
      replyTo: hana,
      subject: 'Leave rejected: Annual, Apr 1, 2026 to Apr 6, 2026',
    });
    expect(mail.text).toBe(
      [
        'Hi Liam Carter,',
        '',
        'Your Annual leave, Apr 1, 2026 to Apr 6, 2026 (3 working days), was rejected by Hana HR.',
        '',
        'Note:',
        'Release week <sorry>',
        '',
        `Open My leave: ${site}/ApplyLeave`,
      ].join('\n'),
    );
    expect(mail.html).toContain('Release week &lt;sorry&gt;');
  });

  it('tells the approver when the applicant withdrew it', () => {
    const mail = leaveDecisionEmail({
      leave,
      status: 'cancelled',
      by: liam,
      note: '',
      to: hana,
      audience: 'approver',
      siteUrl: site,
    });
    expect(mail.text).toContain(
      "Liam Carter's Annual leave, Apr 1, 2026 to Apr 6, 2026 (3 working days), was cancelled by Liam Carter.",
    );
    expect(mail.text).not.toContain('Reason:');
    expect(mail.text).toContain(`Open Leave Approvals: ${site}/LeaveApprovals`);
  });
});

describe('scoreReminderEmail', () => {
  it('names the month and the people whose score waits for the lead', () => {
    const mail = scoreReminderEmail({
      lead: liam,
      month: '2026-02',
      people: ['Uma Patel', mallory.name],
      requester: { name: 'Hana HR', address: 'hr@northwind.test' },
      siteUrl: site,
    });
    expect(mail).toMatchObject({
      to: 'liam@northwind.test',
      subject: 'Score reminder: February 2026',
      replyTo: { name: 'Hana HR', address: 'hr@northwind.test' },
    });
    expect(mail.text).toBe(
      [
        'Hi Liam Carter,',
        '',
        'Your scores for February 2026 are not submitted yet for 2 people:',
        '',
        '- Uma Patel',
        `- ${mallory.name}`,
        '',
        'Please rate them and submit your step in Teamledger (Team Score).',
        '',
        'Open Team Score: https://teamledger.example.com/scores_lead',
        '',
        'Hana HR sent you this reminder; reply to this email to answer them.',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<ul><li>Uma Patel</li><li>Mal &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</li></ul>',
    );
  });

  it('counts one person as such', () => {
    const mail = scoreReminderEmail({
      lead: liam,
      month: '2026-12',
      people: ['Uma Patel'],
      requester: null,
      siteUrl: site,
    });
    expect(mail.text).toContain(
      'Your scores for December 2026 are not submitted yet for 1 person:',
    );
    expect(mail).not.toHaveProperty('replyTo');
  });
});

describe('leadDigestEmail', () => {
  it("lists the lead's people who missed, each reminded", () => {
    const mail = leadDigestEmail({
      lead: liam,
      subject: 'standupMissing',
      date: '2026-03-09',
      people: [uma, mallory],
    });
    expect(mail.to).toBe('liam@northwind.test');
    expect(mail.subject).toBe('Standup missing reminder: 2 of your people on Mar 9, 2026');
    expect(mail.text).toBe(
      [
        'Hi Liam Carter,',
        '',
        'On Mar 9, 2026, these people had no standup by the cut-off:',
        '',
        '- Uma Patel (uma@northwind.test)',
        `- ${mallory.name} (mal@northwind.test)`,
        '',
        'Each of them was sent a standup missing reminder.',
      ].join('\n'),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<li>Uma Patel (uma@northwind.test)</li>');
  });

  it.each([
    ['hoursLog', 'had logged no hours by the end of the day'],
    ['lessHours', 'had logged fewer hours than a full day'],
  ] as const)('%s: says what was missed', (subject, missed) => {
    const mail = leadDigestEmail({ lead: liam, subject, date: '2026-03-09', people: [uma] });
    expect(mail.subject).toContain('1 of your people');
    expect(mail.text).toContain(missed);
  });
});

describe('timesheetReminderEmail', () => {
  const period = 'Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026)';

  it('asks for a period sent back again, without a lock day when it never locks by itself', () => {
    const mail = timesheetReminderEmail({
      period,
      person: mallory,
      hours: 0,
      submitBy: null,
      rejected: true,
      siteUrl: site,
    });
    expect(mail.to).toBe('mal@northwind.test');
    expect(mail.subject).toBe(`Submit your timesheet for ${period}: 0 h logged`);
    expect(mail.text).toBe(
      [
        `Hi ${mallory.name},`,
        '',
        `Your timesheet for ${period} was sent back to you and waits to be submitted again. 0 h are logged in it.`,
        '',
        'Check its days, fix what is missing and submit it for approval.',
        '',
        `Open My timesheet: ${site}/MyTimesheet`,
      ].join('\n'),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.replyTo).toBeUndefined();
  });
});

describe('timesheetApprovalsDigestEmail', () => {
  it('lists what waits, one timesheet counted as such, the names escaped', () => {
    const mail = timesheetApprovalsDigestEmail({
      approver: liam,
      date: '2026-12-01',
      periods: [
        { person: mallory.name, period: 'Month 2026-11', hours: 160, submittedOn: '2026-12-01' },
      ],
      siteUrl: site,
    });
    expect(mail.subject).toBe('1 timesheet waiting for your approval on Dec 1, 2026');
    expect(mail.text).toContain(
      `- ${mallory.name}: Month 2026-11, 160 h, submitted on Dec 1, 2026`,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${site}/TimesheetApprovals"`);
  });
});
