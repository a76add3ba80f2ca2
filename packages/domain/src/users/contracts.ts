import { z } from 'zod';
import { AVAILABILITIES, ROLES, USER_STATUSES } from './types.js';

/** POST /api/auth/login; the web form validates with the same schema. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email and Password are required').max(254),
  password: z.string().min(1, 'Email and Password are required').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'It should be at least 8 characters long')
  .max(PASSWORD_MAX_LENGTH, 'It should be at most 128 characters long');

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
});
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z.object({ user: meSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * PUT /api/me/profile (SPEC.md 5, Profile). A blank new password keeps the current one;
 * a new one needs the current password and an equal confirmation.
 */
export const profileUpdateSchema = z
  .object({
    username: z.string().trim().min(1, 'Please Enter Username!').max(100),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
    newPassword: z.string().default(''),
    confirmPassword: z.string().default(''),
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
export const availabilityUpdateSchema = z.object({
  availability: z.enum(AVAILABILITIES),
  textStatus: z.string().trim().max(140, 'At most 140 characters').default(''),
});
export type AvailabilityUpdate = z.input<typeof availabilityUpdateSchema>;

/** GET /api/users/:id/history: status and role changes, oldest first. */
export const userHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['registered', 'status', 'role']),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
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
