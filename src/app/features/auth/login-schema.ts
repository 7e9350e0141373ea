import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../budget/constants.ts';
import { validationTexts } from '../../texts.ts';

/** Spec §5: login form. */
export const loginSchema = z.object({
  email: z.email({ error: validationTexts.invalidEmail }),
  password: z.string().min(MIN_PASSWORD_LENGTH, { error: validationTexts.passwordTooShort }),
});

export type LoginInput = z.infer<typeof loginSchema>;
