import { describe, expect, it } from 'vitest';
import { generateBudget } from './generate-budget.ts';
import { renderBudgetReport } from './render-budget-report.ts';

describe('renderBudgetReport', () => {
  const budget = generateBudget({ itemCount: 45, seed: 2, measurements: true });

  it('repeats the page header and prints a footer every few items, as a PDF report does', () => {
    const text = renderBudgetReport(budget, 'presupuesto');
    expect(text.match(/^CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE$/gm)?.length).toBeGreaterThan(3);
    expect(text).toMatch(/^8 de mayo de 2024 Página 2$/m);
  });

  it('prints chapter headings, chapter totals and the final total', () => {
    const text = renderBudgetReport(budget, 'presupuesto');
    expect(text).toMatch(/^CAPÍTULO 01 /m);
    expect(text).toMatch(/^TOTAL CAPÍTULO 01 /m);
    expect(text).toMatch(/^TOTAL\.+ [\d.]+,\d\d$/m);
    expect(text).toMatch(/^RESUMEN DE PRESUPUESTO$/m);
  });

  it('puts amounts on the code line in the same-line layout', () => {
    const item = budget.items[0];
    const text = renderBudgetReport(budget, 'same-line');
    expect(text).toContain(`${item?.codigo} ${item?.uds}`);
    expect(text).toMatch(
      new RegExp(`^${item?.codigo} .* ${item?.cantidad} [\\d.]+,\\d\\d [\\d.]+,\\d\\d$`, 'm'),
    );
    expect(text).toMatch(/^TOTAL 01(\.\d\d)?\.{3,}/m);
  });

  it('prints the measurement lines and the ten-column header in the mediciones layout', () => {
    const text = renderBudgetReport(budget, 'mediciones');
    expect(text).toContain(
      'CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE',
    );
    const line = budget.items[0]?.measurements?.[0];
    expect(text).toContain(`${line?.comment} ${line?.uds} ${line?.longitud}`);
  });
});
