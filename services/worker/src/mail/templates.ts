import {
  LEAVE_APPROVALS_PATH,
  MY_LEAVE_PATH,
  MY_TIMESHEET_PATH,
  TIMESHEET_APPROVALS_PATH,
  REMINDER_SUBJECT_LABELS,
  SCORE_REMINDER_PATH,
  appLink,
  formatClock,
  formatDay,
  localDate,
  longMonthLabel,
  reminderEmailContent,
  RESET_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  type SecurityLinkPurpose,
  type IsoDate,
  type Leave,
  type LeaveStatus,
  type ReminderSubject,
} from '@teamledger/domain';
import type { MailAddress, OutgoingMail } from './mailer.js';

// Every email the worker sends, as a plain-text part and an HTML part that say the same.
// Names, details and addresses are typed by people: the HTML part escapes all of them.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** One block of an email: a paragraph, a list, or text whose line breaks are kept. */
type Block =
  | { paragraph: string }
  | { list: readonly string[] }
  | { preformatted: string }
  | { rows: readonly (readonly [string, string])[] }
  | { link: { text: string; href: string } };

const textOf = (block: Block): string => {
  if ('paragraph' in block) return block.paragraph;
  if ('preformatted' in block) return block.preformatted;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('link' in block) return `${block.link.text}: ${block.link.href}`;
  const width = Math.max(...block.rows.map(([label]) => label.length)) + 1;
  return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 1)}${value}`).join('\n');
};

const htmlOf = (block: Block): string => {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('preformatted' in block) {
    return `<p style="white-space:pre-wrap">${escapeHtml(block.preformatted)}</p>`;
  }
  if ('list' in block) {
    return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
  if ('link' in block) {
    return `<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.text)}</a></p>`;
  }
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table>${rows}</table>`;
};

/** The same blocks as text (blank line between blocks) and as a small HTML document. */
function render(subject: string, blocks: readonly Block[]): { text: string; html: string } {
  return {
    text: blocks.map(textOf).join('\n\n'),
    html: [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family:sans-serif;line-height:1.4">',
      ...blocks.map(htmlOf),
      '</body></html>',
    ].join('\n'),
  };
}

function mail(
  to: string,
  subject: string,
  blocks: readonly Block[],
  replyTo: MailAddress | null,
): OutgoingMail {
  return { to, subject, ...render(subject, blocks), ...(replyTo ? { replyTo } : {}) };
}

export interface ReminderMailInput {
  subject: ReminderSubject;
  /** The day the reminder is about; null for none. */
  date: IsoDate | null;
  recipient: MailAddress;
  /** Who asked for it; the reply goes to them. null for the daily run, or one not shown. */
  requester: MailAddress | null;
  /** The site URL people open the app at: the email links to the form that fixes it. */
  siteUrl: string;
}

/**
 * SPEC.md's three reminders (hours log, standup missing, less hours), the subject line the
 * modal's subject; sent from the Login/Hours Report or by the daily run. The words are the
 * domain's, so the modal's preview reads the same.
 */
export function reminderEmail({ subject, date, recipient, requester, siteUrl }: ReminderMailInput) {
  const content = reminderEmailContent({
    subject,
    date,
    recipientName: recipient.name,
    requesterName: requester?.name ?? null,
    siteUrl,
  });
  return mail(
    recipient.address,
    REMINDER_SUBJECT_LABELS[subject],
    [
      { paragraph: content.greeting },
      { paragraph: content.request },
      { link: content.link },
      { paragraph: content.signature },
    ],
    requester,
  );
}

export interface LeaveApplicationInput {
  /** As applied for, with the working days it charges (weekends and holidays left out). */
  leave: Leave;
  applicant: MailAddress;
  /** Who decides it: the applicant's Lead 1 or HR, as Settings say. */
  approverEmail: string;
  /** The company's, for the moment the leave was applied for. */
  timeZone: string;
  /** SITE_URL: the email links to the approvals list. */
  siteUrl: string;
}

/** "Leave application: <name> — <type>", to the approver, answered straight to the applicant. */
export function leaveApplicationEmail({
  leave,
  applicant,
  approverEmail,
  timeZone,
  siteUrl,
}: LeaveApplicationInput): OutgoingMail {
  const days = leave.workingDays;
  const appliedDay = formatDay(localDate(leave.appliedAt, timeZone));
  return mail(
    approverEmail,
    `Leave application: ${applicant.name} — ${leave.leaveType}`,
    [
      {
        paragraph: `${applicant.name} (${applicant.address}) applied for ${leave.leaveType} leave.`,
      },
      {
        rows: [
          ['First day', formatDay(leave.from)],
          ['Last day', `${formatDay(leave.to)} (${days} working ${days === 1 ? 'day' : 'days'})`],
          ['Applied on', `${appliedDay}, ${formatClock(leave.appliedAt, timeZone)} (${timeZone})`],
        ],
      },
      { preformatted: `Details:\n${leave.details}` },
      { paragraph: 'It waits for your approval in Teamledger.' },
      { link: { text: 'Open Leave Approvals', href: appLink(siteUrl, LEAVE_APPROVALS_PATH) } },
      { paragraph: `Reply to this email to answer ${applicant.name}.` },
    ],
    applicant,
  );
}

export interface LeaveDecisionInput {
  leave: Leave;
  /** What happened: approved, rejected or cancelled. */
  status: Exclude<LeaveStatus, 'pending'>;
  /** Who took the step, and the note or reason they gave ('' for none). */
  by: MailAddress;
  note: string;
  /** Who is told: the applicant, or the approver when the applicant withdrew it. */
  to: MailAddress;
  audience: 'applicant' | 'approver';
  siteUrl: string;
}

/** "Leave approved: Annual, Apr 1, 2026 to Apr 6, 2026", answered to whoever took the step. */
export function leaveDecisionEmail({
  leave,
  status,
  by,
  note,
  to,
  audience,
  siteUrl,
}: LeaveDecisionInput): OutgoingMail {
  const days = `${formatDay(leave.from)} to ${formatDay(leave.to)}`;
  const count = `${leave.workingDays} working ${leave.workingDays === 1 ? 'day' : 'days'}`;
  const whose = audience === 'applicant' ? 'Your' : `${leave.user.name}'s`;
  const blocks: Block[] = [
    { paragraph: `Hi ${to.name},` },
    {
      paragraph: `${whose} ${leave.leaveType} leave, ${days} (${count}), was ${status} by ${by.name}.`,
    },
  ];
  if (note !== '')
    blocks.push({ preformatted: `${status === 'cancelled' ? 'Reason' : 'Note'}:\n${note}` });
  blocks.push({
    link:
      audience === 'applicant'
        ? { text: 'Open My leave', href: appLink(siteUrl, MY_LEAVE_PATH) }
        : { text: 'Open Leave Approvals', href: appLink(siteUrl, LEAVE_APPROVALS_PATH) },
  });
  return mail(to.address, `Leave ${status}: ${leave.leaveType}, ${days}`, blocks, by);
}

export interface TimesheetRejectionInput {
  /** The period as people read it: 'Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026)'. */
  period: string;
  person: MailAddress;
  by: MailAddress;
  note: string;
  siteUrl: string;
}

/** To the person: their period was rejected, with the approver's note; it is open again. */
export function timesheetRejectionEmail({
  period,
  person,
  by,
  note,
  siteUrl,
}: TimesheetRejectionInput): OutgoingMail {
  return mail(
    person.address,
    `Timesheet rejected: ${period}`,
    [
      { paragraph: `Hi ${person.name},` },
      {
        paragraph: `Your timesheet for ${period} was rejected by ${by.name}. It is open again: fix it and submit it once more.`,
      },
      { preformatted: `Note:\n${note}` },
      { link: { text: 'Open My timesheet', href: appLink(siteUrl, MY_TIMESHEET_PATH) } },
    ],
    by,
  );
}

export interface TimesheetReminderInput {
  /** The period as people read it: 'Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026)'. */
  period: string;
  person: MailAddress;
  /** The hours logged in the period now, every workspace. */
  hours: number;
  /** The last day before the automatic lock; null when the period does not lock by itself. */
  submitBy: IsoDate | null;
  /** The approver sent the period back (its note went in the rejection's email). */
  rejected: boolean;
  siteUrl: string;
}

const hoursText = (hours: number) => `${hours} h`;

/** To the person: submit the period that ended (D296), with its hours and the lock's day. */
export function timesheetReminderEmail({
  period,
  person,
  hours,
  submitBy,
  rejected,
  siteUrl,
}: TimesheetReminderInput): OutgoingMail {
  const lock =
    submitBy === null
      ? []
      : [
          {
            paragraph: `Submit it by ${formatDay(submitBy)}: after that day it is locked and only your approver can give you more time.`,
          },
        ];
  return mail(
    person.address,
    `Submit your timesheet for ${period}: ${hoursText(hours)} logged`,
    [
      { paragraph: `Hi ${person.name},` },
      {
        paragraph: rejected
          ? `Your timesheet for ${period} was sent back to you and waits to be submitted again. ${hoursText(hours)} are logged in it.`
          : `Your timesheet for ${period} has ended and waits to be submitted. ${hoursText(hours)} are logged in it.`,
      },
      ...lock,
      { paragraph: 'Check its days, fix what is missing and submit it for approval.' },
      { link: { text: 'Open My timesheet', href: appLink(siteUrl, MY_TIMESHEET_PATH) } },
    ],
    null,
  );
}

export interface TimesheetApprovalsDigestInput {
  approver: MailAddress;
  /** The company-local day of the digest. */
  date: IsoDate;
  /** Each waiting period, in the order listed. */
  periods: readonly { person: string; period: string; hours: number; submittedOn: IsoDate }[];
  siteUrl: string;
}

/** To an approver: the submitted periods waiting for their decision (D297). */
export function timesheetApprovalsDigestEmail({
  approver,
  date,
  periods,
  siteUrl,
}: TimesheetApprovalsDigestInput): OutgoingMail {
  const count = periods.length === 1 ? '1 timesheet' : `${periods.length} timesheets`;
  return mail(
    approver.address,
    `${count} waiting for your approval on ${formatDay(date)}`,
    [
      { paragraph: `Hi ${approver.name},` },
      { paragraph: `These timesheets were submitted and wait for you to approve or reject them:` },
      {
        list: periods.map(
          (row) =>
            `${row.person}: ${row.period}, ${hoursText(row.hours)}, submitted on ${formatDay(row.submittedOn)}`,
        ),
      },
      {
        link: {
          text: 'Open Timesheet Approvals',
          href: appLink(siteUrl, TIMESHEET_APPROVALS_PATH),
        },
      },
    ],
    null,
  );
}

export interface ScoreReminderInput {
  lead: MailAddress;
  /** The scored month, YYYY-MM (DESIGN.md decision 9: the previous calendar month). */
  month: string;
  /** The names of the people whose score this lead has not submitted yet. */
  people: readonly string[];
  /** HR or the admin who asked; the reply goes to them. */
  requester: MailAddress | null;
  /** The site URL people open the app at: the email links to Team Score. */
  siteUrl: string;
}

/** To a lead: the people whose monthly score still waits for their step. */
export function scoreReminderEmail({
  lead,
  month,
  people,
  requester,
  siteUrl,
}: ScoreReminderInput) {
  const count = people.length === 1 ? '1 person' : `${people.length} people`;
  return mail(
    lead.address,
    `Score reminder: ${longMonthLabel(month)}`,
    [
      { paragraph: `Hi ${lead.name},` },
      {
        paragraph: `Your scores for ${longMonthLabel(month)} are not submitted yet for ${count}:`,
      },
      { list: people },
      { paragraph: 'Please rate them and submit your step in Teamledger (Team Score).' },
      { link: { text: 'Open Team Score', href: appLink(siteUrl, SCORE_REMINDER_PATH) } },
      {
        paragraph: requester
          ? `${requester.name} sent you this reminder; reply to this email to answer them.`
          : 'This reminder was sent from Teamledger.',
      },
    ],
    requester,
  );
}

/** The reminders the daily run sends, as a lead's digest names them. */
const MISSED: Record<ReminderSubject, string> = {
  standupMissing: 'had no standup by the cut-off',
  hoursLog: 'had logged no hours by the end of the day',
  lessHours: 'had logged fewer hours than a full day',
};

export interface LeadDigestInput {
  lead: MailAddress;
  subject: ReminderSubject;
  date: IsoDate;
  /** The people this lead leads who were reminded, by name. */
  people: readonly MailAddress[];
}

/** After a daily run, to each lead: who of their people missed, and that each was reminded. */
export function leadDigestEmail({ lead, subject, date, people }: LeadDigestInput) {
  const count = people.length === 1 ? '1 of your people' : `${people.length} of your people`;
  return mail(
    lead.address,
    `${REMINDER_SUBJECT_LABELS[subject]}: ${count} on ${formatDay(date)}`,
    [
      { paragraph: `Hi ${lead.name},` },
      { paragraph: `On ${formatDay(date)}, these people ${MISSED[subject]}:` },
      { list: people.map((person) => `${person.name} (${person.address})`) },
      { paragraph: `Each of them was sent a ${REMINDER_SUBJECT_LABELS[subject].toLowerCase()}.` },
    ],
    null,
  );
}

export interface SecurityLinkMailInput {
  purpose: SecurityLinkPurpose;
  recipient: MailAddress;
  /** `<link id>.<secret>`: it goes in the URL's fragment, which browsers never send on. */
  token: string;
  /** The link works until then (shown in UTC). */
  expiresAt: string;
  siteUrl: string;
}

const untilText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** An invitation to set a first password (7 days), or a password reset link (1 hour). */
export function securityLinkEmail({
  purpose,
  recipient,
  token,
  expiresAt,
  siteUrl,
}: SecurityLinkMailInput) {
  const invitation = purpose === 'invitation';
  const path = invitation ? SET_PASSWORD_PATH : RESET_PASSWORD_PATH;
  const href = `${appLink(siteUrl, path)}#token=${token}`;
  return mail(
    recipient.address,
    invitation ? 'You are invited to Teamledger' : 'Reset your Teamledger password',
    [
      { paragraph: `Hi ${recipient.name},` },
      {
        paragraph: invitation
          ? 'An account was made for you in Teamledger. Choose your password to sign in.'
          : 'Someone asked to reset your Teamledger password. If it was not you, ignore this email: your password stays as it is.',
      },
      { link: { text: invitation ? 'Set your password' : 'Choose a new password', href } },
      {
        paragraph: `The link works once, until ${untilText(expiresAt)}.`,
      },
    ],
    null,
  );
}
