import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { isAuthApiError } from '@supabase/auth-js';
import { appTexts, loginTexts, recoveryTexts, toastTexts } from '../../texts.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from './auth-context.ts';
import { loginSchema, type LoginInput } from './login-schema.ts';
import { takeRecoveryLinkError } from './recovery-link-error.ts';

/** One sign-in error toast at a time, dismissed by the sign-in that succeeds. */
const SIGN_IN_TOAST_ID = 'sign-in-error';

/** GoTrue: "For security purposes, you can only request this after 42 seconds." */
const WAIT_SECONDS = /after (\d+) seconds?/;

function showRecoveryRefusal(error: unknown): void {
  if (isAuthApiError(error) && error.code === 'over_email_send_rate_limit') {
    const seconds = Number(WAIT_SECONDS.exec(error.message)?.[1] ?? 60);
    toast.info(recoveryTexts.waitTitle, { description: recoveryTexts.waitMessage(seconds) });
  } else if (isAuthApiError(error) && error.status === 429) {
    toast.error(recoveryTexts.tooManyTitle, { description: recoveryTexts.tooManyMessage });
  } else {
    toast.error(toastTexts.recoveryErrorTitle, { description: toastTexts.recoveryErrorMessage });
  }
}

/** Spec §2 login screen, with the forgot-password link. */
export function LoginForm() {
  const { signIn, requestPasswordReset } = useAuth();
  const [sendingRecovery, setSendingRecovery] = useState(false);
  // The recovery link the app was opened with could not be used: say so, and how to get another.
  const [linkError] = useState(takeRecoveryLinkError);
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
      toast.dismiss(SIGN_IN_TOAST_ID);
    } catch (error) {
      console.error('Error de acceso', error);
      toast.error(toastTexts.signInErrorTitle, {
        id: SIGN_IN_TOAST_ID,
        description: toastTexts.signInErrorMessage,
      });
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
      showRecoveryRefusal(error);
    } finally {
      setSendingRecovery(false);
    }
  }

  return (
    <AuthCard title={appTexts.title} subtitle={loginTexts.subtitle}>
      {linkError !== undefined && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <p className="font-medium">
            {linkError === 'expired'
              ? recoveryTexts.linkExpiredTitle
              : recoveryTexts.linkFailedTitle}
          </p>
          <p className="mt-1 text-muted-foreground">{recoveryTexts.linkHelp}</p>
        </div>
      )}
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
