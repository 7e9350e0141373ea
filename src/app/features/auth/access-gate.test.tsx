// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authValue, testUser } from '../../testing/auth-value.ts';
import { appTexts, changePasswordTexts, loginTexts } from '../../texts.ts';
import { AccessGate } from './access-gate.tsx';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

function renderGate(value: AuthContextValue) {
  return render(
    <AuthContext.Provider value={value}>
      <AccessGate>
        <p>la herramienta</p>
      </AccessGate>
    </AuthContext.Provider>,
  );
}

describe('AccessGate', () => {
  it('shows a spinner while the session loads', () => {
    renderGate(authValue({ loading: true, user: testUser() }));
    expect(screen.getByRole('status')).toHaveTextContent(appTexts.loading);
    expect(screen.queryByText('la herramienta')).not.toBeInTheDocument();
  });

  it('shows the change-password screen to a signed-in user in recovery mode', () => {
    renderGate(authValue({ user: testUser(), isRecovering: true }));
    expect(screen.getByRole('heading', { name: changePasswordTexts.title })).toBeInTheDocument();
    expect(screen.queryByText('la herramienta')).not.toBeInTheDocument();
  });

  it('shows the tool to a signed-in user', () => {
    renderGate(authValue({ user: testUser() }));
    expect(screen.getByText('la herramienta')).toBeInTheDocument();
  });

  it('shows the login screen to anyone else, even in recovery mode', () => {
    renderGate(authValue({ user: null, isRecovering: true }));
    expect(screen.getByRole('heading', { name: appTexts.title })).toBeInTheDocument();
    expect(screen.getByText(loginTexts.subtitle)).toBeInTheDocument();
    expect(screen.queryByText('la herramienta')).not.toBeInTheDocument();
  });
});
