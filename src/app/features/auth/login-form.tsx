import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
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
        <FormField
          id="login-email"
          label={loginTexts.emailLabel}
          type="email"
          autoComplete="email"
          placeholder={loginTexts.emailPlaceholder}
          {...register('email')}
          error={errors.email?.message}
        />
        <FormField
          id="login-password"
          label={loginTexts.passwordLabel}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
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
