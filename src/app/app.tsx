import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../budget/constants.ts';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { usePhoneLayout } from './shared/use-phone-layout.ts';
import { AppRoutes } from './routes.tsx';

export function App() {
  // Toasts cover no figure: beside the preview at the bottom left of a wide screen (the input
  // column is there); on a phone, where the page is one column, at the top, over the panel's
  // title rather than the rows of figures the user scrolls through.
  const phone = usePhoneLayout();
  return (
    <AuthProvider>
      <AppRoutes />
      <Toaster
        position={phone ? 'top-center' : 'bottom-left'}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
      />
    </AuthProvider>
  );
}
