import { z } from 'zod';
import {
  isoDateSchema,
  isStorableText,
  multiLineText,
  singleLineText,
  TEXT_CHARACTERS_MESSAGE,
} from '../schemas/index.js';
import { ROLES, type Role } from '../access/index.js';
import { ASSIGNABLE_ROLES, AVAILABILITIES, GENDERS, USER_STATUSES } from './types.js';

/** POST /api/auth/login; the web form validates with the same schema. */
export const loginRequestSchema = z.strictObject({
  email: singleLineText({ required: 'Email and Password are required', max: 254 }),
  password: z
    .string()
    .min(1, 'Email and Password are required')
    .max(256)
    .refine(isStorableText, TEXT_CHARACTERS_MESSAGE),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'It should be at least 8 characters long')
  .max(PASSWORD_MAX_LENGTH, 'It should be at most 128 characters long')
  .refine(isStorableText, TEXT_CHARACTERS_MESSAGE);

/** GET /api/me and the user part of the login answer. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  /** Flagged as a lead, or named lead 1-3 of at least one person. */
  isLead: z.boolean(),
  /** Named lead 1-3 of at least one person (Team Score). */
  leadsSomeone: z.boolean(),
  isHr: z.boolean(),
  isProviderUser: z.boolean(),
  availability: z.enum(AVAILABILITIES),
  textStatus: z.string(),
  workspaces: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The default workspace as recorded (live or not): Add Hours Log preselects it if live. */
  defaultWorkspaceId: z.string().nullable(),
  /** The company's date now (its time zone, DESIGN.md 6.3): date pickers count from it. */
  today: z.string(),
  timeZone: z.string(),
  /**
   * Two-factor sign-in: whether the person has it on, and whether Settings require it of
   * their role. Required but not on: the API answers only their own enrolment until it is.
   */
  twoFactor: z.object({ enrolled: z.boolean(), required: z.boolean() }),
});
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z.object({ user: meSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The right password of a person with two-factor sign-in: no session yet, but a short-lived
 * token that POST /api/auth/two-factor takes with a code.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  pendingToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login: signed in, or a code is needed first. */
export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** An authenticator app's code (6 digits) or a recovery code (xxxxx-xxxxx). */
const twoFactorCode = z
  .string()
  .trim()
  .min(1, 'Enter the code from your app, or a recovery code.')
  .max(32, 'Enter the code from your app, or a recovery code.')
  .refine(isStorableText, TEXT_CHARACTERS_MESSAGE);

/** POST /api/auth/two-factor: the pending sign-in's token and a code. */
export const twoFactorSignInSchema = z.strictObject({
  pendingToken: z
    .string()
    .min(1, 'Sign in again.')
    .max(200)
    .refine(isStorableText, TEXT_CHARACTERS_MESSAGE),
  code: twoFactorCode,
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** POST /api/me/two-factor/confirm: the first code the app shows. */
export const twoFactorConfirmSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows.'),
});
export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmSchema>;

/** GET /api/me/two-factor. */
export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/me/two-factor/enrolment: a new secret, shown once, to scan or type. */
export const twoFactorEnrolmentSchema = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as a PNG data URL. */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** POST /api/me/two-factor/confirm: ten single-use recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Who may reset another person's two-factor sign-in. */
export const TWO_FACTOR_RESET_ROLES: readonly Role[] = ['Admin', 'superAdmin'];

/**
 * PUT /api/me/profile (SPEC.md 5, Profile). A blank new password keeps the current one;
 * a new one needs the current password and an equal confirmation.
 */
export const profileUpdateSchema = z
  .strictObject({
    username: singleLineText({ required: 'Please Enter Username!', max: 100 }),
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .refine(isStorableText, TEXT_CHARACTERS_MESSAGE)
      .default(''),
    newPassword: z.string().refine(isStorableText, TEXT_CHARACTERS_MESSAGE).default(''),
    confirmPassword: z.string().refine(isStorableText, TEXT_CHARACTERS_MESSAGE).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === '' && value.confirmPassword === '') return;
    const password = passwordSchema.safeParse(value.newPassword);
    if (!password.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: password.error.issues[0]?.message ?? 'Invalid password',
      });
    }
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The two passwords that you entered do not match!',
      });
    }
    if (value.currentPassword === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'Please enter your current password.',
      });
    }
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /api/me/availability. */
export const availabilityUpdateSchema = z.strictObject({
  availability: z.enum(AVAILABILITIES),
  textStatus: singleLineText({ max: 140, tooLong: 'At most 140 characters' }).default(''),
});
export type AvailabilityUpdate = z.input<typeof availabilityUpdateSchema>;

/**
 * GET /api/users/:id/history: status and role changes and security events (invitations,
 * passwords, sessions: `to` says what happened), oldest first.
 */
export const userHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['registered', 'status', 'role', 'security', 'working_time']),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
  /** For a move to 'left': the first day the person was gone; a contract's first day. */
  effectiveDate: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const userHistorySchema = z.object({
  userId: z.string(),
  entries: z.array(userHistoryEntrySchema),
});
export type UserHistory = z.infer<typeof userHistorySchema>;

/** GET /api/users/directory: active people for pickers, by name. */
export const userDirectorySchema = z.object({
  users: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) }),
  ),
});
export type UserDirectory = z.infer<typeof userDirectorySchema>;

const personName = (message: string) => singleLineText({ required: message, max: 100 });
const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'At most 254 characters.')
  .pipe(z.email('Please enter a valid email.'));
/** A select whose empty choice is '' ("none"). */
const optionalPersonId = z.union([z.literal(''), z.uuid('Choose a person')]).default('');
const teamName = singleLineText({ required: 'Team Name is required.', max: 100 });
/** Blank means "no password" on add and "keep the current one" on edit. */
const optionalPassword = z.union([z.literal(''), passwordSchema]).default('');

interface LeadFields {
  lead1: string;
  lead2: string;
  lead3: string;
  workspaceIds: string[];
  defaultWorkspaceId: string;
}

/** Lead 1-3 must be different people; the default workspace must be one of theirs. */
function checkLeadsAndWorkspaces(value: LeadFields, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const key of ['lead1', 'lead2', 'lead3'] as const) {
    const id = value[key];
    if (id === '') continue;
    if (seen.has(id)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Choose a different lead.' });
    }
    seen.add(id);
  }
  if (value.defaultWorkspaceId !== '' && !value.workspaceIds.includes(value.defaultWorkspaceId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultWorkspaceId'],
      message: 'The default WorkSpace must be one of the WorkSpaces.',
    });
  }
}

/** lead1, lead2, lead3 of a form as the ordered lead ids of a user. */
export const leadIdsOf = (value: Pick<LeadFields, 'lead1' | 'lead2' | 'lead3'>) =>
  [value.lead1, value.lead2, value.lead3].filter((id) => id !== '');

export const JOINED_ON_MESSAGE = 'Choose the day they joined.';

/** POST /api/users: Add New User (SPEC.md 5, Add user). */
export const addUserSchema = z
  .strictObject({
    name: personName('Name is required.'),
    email: emailField,
    role: z.enum(ASSIGNABLE_ROLES, { error: 'Role is required.' }),
    status: z.enum(['active', 'inactive'], { error: 'Status is required.' }),
    teamName,
    lead1: z.uuid('Lead 1 is required.'),
    lead2: optionalPersonId,
    lead3: optionalPersonId,
    workspaceIds: z
      .array(z.uuid('Not a WorkSpace id'), { error: 'WorkSpaces is required.' })
      .min(1, 'WorkSpaces is required.')
      .max(50, 'At most 50 WorkSpaces.'),
    defaultWorkspaceId: z.uuid('Default WorkSpace is required.'),
    isProviderUser: z.boolean().default(false),
    isLead: z.boolean().default(false),
    gender: z.enum(GENDERS, { error: 'Choose M or F.' }).default('M'),
    password: optionalPassword,
    /** The first day with the company (reports list no day before it); absent: today. */
    joinedOn: isoDateSchema(JOINED_ON_MESSAGE).optional(),
  })
  .superRefine(checkLeadsAndWorkspaces);
export type AddUserInput = z.input<typeof addUserSchema>;

/**
 * PUT /api/users/:id: User Detail (SPEC.md 5, Edit user). The email is read-only, so it is
 * not part of the request; a blank new password keeps the current one.
 */
export const editUserSchema = z
  .strictObject({
    name: personName('Username is required.'),
    role: z.enum(ROLES, { error: 'Role is required.' }),
    teamName,
    lead1: z.uuid('Lead 1 is required.'),
    lead2: optionalPersonId,
    lead3: optionalPersonId,
    workspaceIds: z.array(z.uuid('Not a WorkSpace id')).max(50, 'At most 50 WorkSpaces.'),
    /** '' for none. */
    defaultWorkspaceId: z.union([z.literal(''), z.uuid('Not a WorkSpace id')]).default(''),
    isProviderUser: z.boolean(),
    isLead: z.boolean(),
    gender: z.enum(GENDERS, { error: 'Choose M or F.' }),
    /** Left out: unchanged. */
    excludedFromHrReports: z.boolean().optional(),
    /** '' or left out: unchanged (people added before join dates have none to show). */
    joinedOn: z.union([z.literal(''), isoDateSchema(JOINED_ON_MESSAGE)]).optional(),
    newPassword: optionalPassword,
  })
  .superRefine(checkLeadsAndWorkspaces);
export type EditUserInput = z.input<typeof editUserSchema>;

/**
 * Accept lead form of the status view (SPEC.md 5): the role, team, Lead 1 and workspaces to
 * start with. A person without a team or Lead 1 could never be scored.
 */
export const acceptRegistrationSchema = z.strictObject({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Please select Role!' }),
  teamName,
  lead1: z.uuid('Lead 1 is required.'),
  workspaceIds: z
    .array(z.uuid('Not a WorkSpace id'), { error: 'Please select WorkSpaces!' })
    .min(1, 'Please select WorkSpaces!')
    .max(50, 'At most 50 WorkSpaces.'),
});
export type AcceptRegistrationInput = z.input<typeof acceptRegistrationSchema>;

/** Rejection message form (SPEC.md 5). */
export const rejectionSchema = z.strictObject({
  reason: multiLineText({ required: 'Please input your Message!', max: 500 }),
});
export type RejectionInput = z.input<typeof rejectionSchema>;

/** Mark as left (status view): from which day the person is gone, and why. */
export const markLeftSchema = z.strictObject({
  effectiveDate: isoDateSchema('Please select the day they left!'),
  reason: multiLineText({ max: 500, required: 'Please input the reason!' }),
});
export type MarkLeftInput = z.input<typeof markLeftSchema>;

/**
 * POST /api/users/:id/status (SPEC.md 4): block an active user, activate a blocked one,
 * accept an inactive registration with a role and workspaces, reject it with a message, or
 * mark an active user as left from a day, with a reason.
 */
export const userStatusChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('block'),
    reason: multiLineText({ max: 500 }).default(''),
  }),
  z.strictObject({ action: z.literal('activate') }),
  acceptRegistrationSchema.extend({ action: z.literal('accept') }),
  rejectionSchema.extend({ action: z.literal('reject') }),
  markLeftSchema.extend({ action: z.literal('markLeft') }),
]);
export type UserStatusChange = z.input<typeof userStatusChangeSchema>;

/** POST /api/auth/register: anyone may ask for an account; an admin accepts it. */
export const registrationSchema = z
  .strictObject({
    name: personName('Name is required.'),
    email: emailField,
    password: passwordSchema,
    confirmPassword: z.string().refine(isStorableText, TEXT_CHARACTERS_MESSAGE),
    gender: z.enum(GENDERS, { error: 'Choose M or F.' }).default('M'),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The two passwords that you entered do not match!',
      });
    }
  });
export type RegistrationInput = z.input<typeof registrationSchema>;

export const registrationResponseSchema = z.object({
  status: z.literal('inactive'),
  message: z.string(),
});

const named = z.object({ id: z.string(), name: z.string() });

/** One person as the Users screens (List and Status) show them. */
export const userAdminRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  availability: z.enum(AVAILABILITIES),
  textStatus: z.string(),
  teamName: z.string().nullable(),
  isProviderUser: z.boolean(),
  isLead: z.boolean(),
  /** Left out of the login/hours and detail reports (SPEC.md's StatusHRM -1). */
  excludedFromHrReports: z.boolean(),
  /** Lead 1, 2, 3 in order. */
  leads: z.array(named),
  /** Live workspaces only, by name. */
  workspaces: z.array(named),
  defaultWorkspace: named.nullable(),
  registeredAt: z.string(),
  /** The first day with the company; null for people added before join dates. */
  joinedOn: z.string().nullable(),
  /** While the status is 'left': the first day the person was gone. */
  leftOn: z.string().nullable(),
});
export type UserAdminRow = z.infer<typeof userAdminRowSchema>;

/** GET /api/users: deleted people only when asked for by status. */
export const userListQuerySchema = z.object({
  status: z.enum(USER_STATUSES, { error: 'Unknown status' }).optional(),
  userId: z.uuid('Not a user id').optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({ users: z.array(userAdminRowSchema) });

/** A short answer that only says what happened. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * POST /api/auth/password: set a password through an emailed link (an invitation or a
 * reset). The token is the link's fragment, `<link id>.<secret>`.
 */
export const setPasswordSchema = z
  .strictObject({
    token: singleLineText({ required: 'This link is not valid. Ask for a new one.', max: 200 }),
    password: passwordSchema,
    confirmPassword: z.string().refine(isStorableText, TEXT_CHARACTERS_MESSAGE),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The two passwords that you entered do not match!',
      });
    }
  });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/**
 * POST /api/users/:id/password: an Admin sets another person's password in an emergency
 * (recorded in their history as set by an admin); invitations and resets are the way.
 */
export const emergencyPasswordSchema = z
  .strictObject({
    password: passwordSchema,
    confirmPassword: z.string().refine(isStorableText, TEXT_CHARACTERS_MESSAGE),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The two passwords that you entered do not match!',
      });
    }
  });
export type EmergencyPasswordInput = z.input<typeof emergencyPasswordSchema>;

/** Who may type another person's password (an emergency): Admins, never a Manager. */
export const EMERGENCY_PASSWORD_ROLES: readonly Role[] = ['Admin', 'superAdmin'];
export const EMERGENCY_PASSWORD_ONLY = "Only an Admin can set another person's password.";

/** POST /api/auth/password-reset: ask for a reset link by email. */
export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The same answer whether the email is a user's or not (issue 31). */
export const PASSWORD_RESET_ASKED =
  'If that email belongs to an account, a link to choose a new password is on its way. It works for 1 hour.';

/** GET /api/me/sessions: the person's open sessions, the newest first. */
export const sessionListSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      /** The browser's User-Agent as it signed in (shortened). */
      device: z.string(),
      address: z.string(),
      signedInAt: z.string(),
      lastSeenAt: z.string(),
      /** The session this request came with. */
      current: z.boolean(),
    }),
  ),
});
export type SessionList = z.infer<typeof sessionListSchema>;

/** POST /api/me/sessions/end: one session by id, or every other one (null). */
export const endSessionSchema = z.strictObject({
  sessionId: z.uuid('Not a session id').nullable(),
});
export type EndSessionInput = z.input<typeof endSessionSchema>;
