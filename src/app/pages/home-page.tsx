import { AccessGate } from '../features/auth/access-gate.tsx';
import { BudgetToolPage } from './budget-tool-page.tsx';

/** Route `/`: the budget tool behind the access gate. */
export default function HomePage() {
  return (
    <AccessGate>
      <BudgetToolPage />
    </AccessGate>
  );
}
