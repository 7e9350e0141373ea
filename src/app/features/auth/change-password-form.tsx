import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { changePasswordTexts, toastTexts } from '../../texts.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from './auth-context.ts';
import { changePasswordSchema, type ChangePasswordInput } from './change-password-schema.ts';

/** Spec §2 change-password screen, shown while in recovery mode. */
export function ChangePasswordForm() {
  const { updatePassword } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      // Spec §7: the update carries the new password only.
      await updatePassword(password);
      toast.success(toastTexts.passwordChangedTitle, {
        description: toastTexts.passwordChangedMessage,
      });
    } catch (error) {
      console.error('Error al cambiar contraseña', error);
      toast.error(toastTexts.changePasswordErrorTitle, {
        description: toastTexts.changePasswordErrorMessage,
      });
    }
  });

  return (
    <AuthCard title={changePasswordTexts.title} subtitle={changePasswordTexts.subtitle}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField
          id="new-password"
          label={changePasswordTexts.passwordLabel}
          type="password"
          autoComplete="new-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <FormField
          id="confirm-password"
          label={changePasswordTexts.confirmLabel}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? changePasswordTexts.submitting : changePasswordTexts.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
