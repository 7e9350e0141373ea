import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from '../../../budget/constants.ts';
import { validationTexts } from '../../texts.ts';

// zod/mini: the same checks as classic zod at a tenth of its size in the first page load.

/** Spec §5: login form. */
export const loginSchema = z.object({
  email: z.email({ error: validationTexts.invalidEmail }),
  password: z
    .string()
    .check(z.minLength(MIN_PASSWORD_LENGTH, { error: validationTexts.passwordTooShort })),
});

export type LoginInput = z.infer<typeof loginSchema>;
