// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { authValue } from '../../testing/auth-value.ts';
import { loginTexts, toastTexts, validationTexts } from '../../texts.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { LoginForm } from './login-form.tsx';

function renderLogin(value: AuthContextValue) {
  render(
    <AuthContext.Provider value={value}>
      <LoginForm />
      <Toaster />
    </AuthContext.Provider>,
  );
  return {
    email: screen.getByLabelText(loginTexts.emailLabel),
    password: screen.getByLabelText(loginTexts.passwordLabel),
    submit: screen.getByRole('button', { name: loginTexts.submit }),
    forgot: screen.getByRole('button', { name: loginTexts.forgotPassword }),
  };
}

describe('LoginForm', () => {
  it('rejects an invalid email and a short password with the spec messages', async () => {
    const user = userEvent.setup();
    const value = authValue();
    const form = renderLogin(value);
    await user.type(form.email, 'no-es-un-email');
    await user.type(form.password, '12345');
    await user.click(form.submit);
    expect(await screen.findByText(validationTexts.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(validationTexts.passwordTooShort)).toBeInTheDocument();
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(value.calls).toEqual([]);
  });

  it('signs in with the typed credentials and shows the busy label meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const value = authValue({
      signIn: (email, password) => {
        value.calls.push(['signIn', email, password]);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const form = renderLogin(value);
    await user.type(form.email, 'ana@example.com');
    await user.type(form.password, 'secreto1');
    await user.click(form.submit);
    expect(await screen.findByRole('button', { name: loginTexts.submitting })).toBeDisabled();
    expect(value.calls).toEqual([['signIn', 'ana@example.com', 'secreto1']]);
    finish();
    expect(await screen.findByRole('button', { name: loginTexts.submit })).toBeEnabled();
  });

  it('shows the access-error toast when the credentials are refused', async () => {
    const user = userEvent.setup();
    const form = renderLogin(
      authValue({
        signIn: () => Promise.reject(new Error('Invalid login credentials')),
      }),
    );
    await user.type(form.email, 'ana@example.com');
    await user.type(form.password, 'equivocada');
    await user.click(form.submit);
    expect(await screen.findByText(toastTexts.signInErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(toastTexts.signInErrorMessage)).toBeInTheDocument();
  });

  it('asks for the email before requesting a recovery link', async () => {
    const user = userEvent.setup();
    const value = authValue();
    const form = renderLogin(value);
    await user.click(form.forgot);
    expect(await screen.findByText(toastTexts.emailRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(toastTexts.emailRequiredMessage)).toBeInTheDocument();
    expect(value.calls).toEqual([]);
  });

  it('requests a recovery email for the typed address and confirms it', async () => {
    const user = userEvent.setup();
    const value = authValue();
    const form = renderLogin(value);
    await user.type(form.email, 'ana@example.com');
    await user.click(form.forgot);
    expect(await screen.findByText(toastTexts.recoverySentTitle)).toBeInTheDocument();
    expect(screen.getByText(toastTexts.recoverySentMessage)).toBeInTheDocument();
    expect(value.calls).toEqual([['requestPasswordReset', 'ana@example.com']]);
  });

  it('shows the recovery-error toast when the email cannot be sent', async () => {
    const user = userEvent.setup();
    const form = renderLogin(
      authValue({ requestPasswordReset: () => Promise.reject(new Error('rate limit')) }),
    );
    await user.type(form.email, 'ana@example.com');
    await user.click(form.forgot);
    expect(await screen.findByText(toastTexts.recoveryErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(toastTexts.recoveryErrorMessage)).toBeInTheDocument();
  });
});
