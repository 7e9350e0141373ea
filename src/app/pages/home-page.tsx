import { lazy } from 'react';
import { AccessGate } from '../features/auth/access-gate.tsx';

// The tool (tabs, upload, preview) loads only once someone has signed in.
const BudgetToolPage = lazy(() => import('./budget-tool-page.tsx'));

/** Route `/`: the budget tool behind the access gate. */
export default function HomePage() {
  return (
    <AccessGate>
      <BudgetToolPage />
    </AccessGate>
  );
}
