import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../budget/constants.ts';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { createAppRouter } from './routes.tsx';

const router = createAppRouter();

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster
        position="top-right"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
      />
    </AuthProvider>
  );
}
