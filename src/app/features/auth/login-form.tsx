import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { appTexts, loginTexts, toastTexts } from '../../texts.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from './auth-context.ts';
import { loginSchema, type LoginInput } from './login-schema.ts';

/** Spec §2 login screen, with the forgot-password link. */
export function LoginForm() {
  const { signIn, requestPasswordReset } = useAuth();
  const [sendingRecovery, setSendingRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      console.error('Error de acceso', error);
      toast.error(toastTexts.signInErrorTitle, { description: toastTexts.signInErrorMessage });
    }
  });

  async function onForgotPassword() {
    const email = getValues('email').trim();
    if (!email) {
      toast.error(toastTexts.emailRequiredTitle, { description: toastTexts.emailRequiredMessage });
      return;
    }
    setSendingRecovery(true);
    try {
      await requestPasswordReset(email);
      toast.success(toastTexts.recoverySentTitle, { description: toastTexts.recoverySentMessage });
    } catch (error) {
      console.error('Error de recuperación', error);
      toast.error(toastTexts.recoveryErrorTitle, { description: toastTexts.recoveryErrorMessage });
    } finally {
      setSendingRecovery(false);
    }
  }

  return (
    <AuthCard title={appTexts.title} subtitle={loginTexts.subtitle}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="login-email">{loginTexts.emailLabel}</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder={loginTexts.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="login-email-error" message={errors.email?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="login-password">{loginTexts.passwordLabel}</Label>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="login-password-error" message={errors.password?.message} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? loginTexts.submitting : loginTexts.submit}
        </Button>
        <Button
          type="button"
          variant="link"
          size="inline"
          className="self-center"
          disabled={sendingRecovery}
          onClick={() => void onForgotPassword()}
        >
          {sendingRecovery ? loginTexts.sendingRecovery : loginTexts.forgotPassword}
        </Button>
      </form>
    </AuthCard>
  );
}
