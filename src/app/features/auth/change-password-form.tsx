import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
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
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-password">{changePasswordTexts.passwordLabel}</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'new-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="new-password-error" message={errors.password?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="confirm-password">{changePasswordTexts.confirmLabel}</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? 'confirm-password-error' : undefined}
            {...register('confirmPassword')}
          />
          <FieldError id="confirm-password-error" message={errors.confirmPassword?.message} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? changePasswordTexts.submitting : changePasswordTexts.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
