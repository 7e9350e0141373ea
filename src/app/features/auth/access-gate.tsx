import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { appTexts } from '../../texts.ts';
import { useAuth } from './auth-context.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LoginForm } from './login-form.tsx';

/** Spec §2: the gate's four states, in this order. */
export function AccessGate({ children }: { children: ReactNode }) {
  const { user, loading, isRecovering } = useAuth();
  if (loading) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner label={appTexts.loading} className="[&_svg]:size-10" />
      </main>
    );
  }
  if (user && isRecovering) return <ChangePasswordForm />;
  if (user) return <>{children}</>;
  return <LoginForm />;
}
