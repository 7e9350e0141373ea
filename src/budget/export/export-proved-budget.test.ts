import { describe, expect, it } from 'vitest';
import { generateBudget } from '../testing/generate-budget.ts';
import { exportProvedBudget } from './export-proved-budget.ts';

describe('exportProvedBudget', () => {
  it('proves a .bc3 and tells in Spanish which codes and characters it changed', async () => {
    const budget = generateBudget({ itemCount: 12, seed: 21 });
    budget.items[0]!.codigo = '';
    budget.items[1]!.resumen = 'TUBO ≤ 40 mm';
    const exported = await exportProvedBudget(budget, 'bc3', { company: 'Empresa' });
    expect(exported.proof).toMatchObject({ ok: true, problems: [], status: 'reconciled' });
    expect(exported.fileName).toBe(`presupuesto_${budget.id}.bc3`);
    expect(exported.notes).toEqual([
      'La partida n.º 1 se escribe con el código «SC0001»: no tenía código.',
      '«≤» se escribe «<=» (1 vez): FIEBDC-3 no lo admite en un texto.',
    ]);
  });

  it('proves an .xlsx', async () => {
    const budget = generateBudget({ itemCount: 12, seed: 22 });
    const exported = await exportProvedBudget(budget, 'xlsx');
    expect(exported.proof.ok).toBe(true);
    expect(exported.notes).toEqual([]);
  });

  it('says when the proof fails: a budget whose items do not add up to its total', async () => {
    const budget = generateBudget({ itemCount: 12, seed: 23 });
    budget.total += 1;
    const exported = await exportProvedBudget(budget, 'bc3');
    expect(exported.proof.ok).toBe(false);
    expect(exported.proof.problems.join(' ')).toMatch(/suma/);
  });
});
