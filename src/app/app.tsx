import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../budget/constants.ts';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AuthProvider>
      <AppRoutes />
      <Toaster
        position="bottom-left"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
      />
    </AuthProvider>
  );
}
