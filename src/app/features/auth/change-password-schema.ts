import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from '../../../budget/constants.ts';
import { validationTexts } from '../../texts.ts';

/** Spec §5: recovery form; a mismatch is reported on the confirmation field. */
export const changePasswordSchema = z
  .object({
    password: z
      .string()
      .check(z.minLength(MIN_PASSWORD_LENGTH, { error: validationTexts.passwordTooShort })),
    confirmPassword: z
      .string()
      .check(z.minLength(MIN_PASSWORD_LENGTH, { error: validationTexts.confirmPassword })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: validationTexts.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
