// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { authValue } from '../../testing/auth-value.ts';
import { changePasswordTexts, toastTexts, validationTexts } from '../../texts.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm(value: AuthContextValue) {
  render(
    <AuthContext.Provider value={value}>
      <ChangePasswordForm />
      <Toaster />
    </AuthContext.Provider>,
  );
  return {
    password: screen.getByLabelText(changePasswordTexts.passwordLabel),
    confirm: screen.getByLabelText(changePasswordTexts.confirmLabel),
    submit: screen.getByRole('button', { name: changePasswordTexts.submit }),
  };
}

describe('ChangePasswordForm', () => {
  it('requires six characters in both fields', async () => {
    const user = userEvent.setup();
    const value = authValue();
    const form = renderForm(value);
    await user.type(form.password, 'corta');
    await user.click(form.submit);
    expect(await screen.findByText(validationTexts.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationTexts.confirmPassword)).toBeInTheDocument();
    expect(value.calls).toEqual([]);
  });

  it('reports a mismatch on the confirmation field', async () => {
    const user = userEvent.setup();
    const value = authValue();
    const form = renderForm(value);
    await user.type(form.password, 'nueva-clave');
    await user.type(form.confirm, 'otra-clave');
    await user.click(form.submit);
    const message = await screen.findByText(validationTexts.passwordsDoNotMatch);
    expect(form.confirm).toHaveAttribute('aria-invalid', 'true');
    expect(form.confirm).toHaveAttribute('aria-describedby', message.id);
    expect(form.password).not.toHaveAttribute('aria-invalid');
    expect(value.calls).toEqual([]);
  });

  it('sends only the new password and confirms the change', async () => {
    const user = userEvent.setup();
    const value = authValue();
    const form = renderForm(value);
    await user.type(form.password, 'nueva-clave');
    await user.type(form.confirm, 'nueva-clave');
    await user.click(form.submit);
    expect(await screen.findByText(toastTexts.passwordChangedTitle)).toBeInTheDocument();
    expect(screen.getByText(toastTexts.passwordChangedMessage)).toBeInTheDocument();
    expect(value.calls).toEqual([['updatePassword', 'nueva-clave']]);
  });

  it('shows the busy label and then the error toast when the update fails', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    const form = renderForm(
      authValue({ updatePassword: () => new Promise<void>((_, reject) => (fail = reject)) }),
    );
    await user.type(form.password, 'nueva-clave');
    await user.type(form.confirm, 'nueva-clave');
    await user.click(form.submit);
    expect(
      await screen.findByRole('button', { name: changePasswordTexts.submitting }),
    ).toBeDisabled();
    fail(new Error('same_password'));
    expect(await screen.findByText(toastTexts.changePasswordErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(toastTexts.changePasswordErrorMessage)).toBeInTheDocument();
  });
});
