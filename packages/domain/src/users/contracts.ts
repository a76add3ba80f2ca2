import { z } from 'zod';

/** POST /api/auth/login; the web form validates with the same schema. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email and Password are required'),
  password: z.string().min(1, 'Email and Password are required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
