import { openDatabase } from './server/db/open-database.ts';
import { generateBudget } from './src/budget/testing/generate-budget.ts';
import { mkdtempSync } from 'node:fs';
const db = await openDatabase(mkdtempSync('/tmp/office-m-'));
const uid = crypto.randomUUID();
await db.query(`insert into auth.users (id, identity_id, email, encrypted_password) values ($1, $1, 'a@b.c', 'x')`, [uid]);
const model = generateBudget({ itemCount: 5000, seed: 7, measurements: true });
const modelText = JSON.stringify(model);
function row() { return { id: crypto.randomUUID(), user_id: uid, source_name: 'a', source_kind: 'txt', source_size: 0, source_sha256: '0'.repeat(64), model }; }
async function time(label: string, f: () => Promise<unknown>) { const t = performance.now(); await f(); console.log(label, (performance.now() - t).toFixed(0)); }
for (let i = 0; i < 3; i++) {
  await time('recordset', () => db.query(`insert into public.budgets (id,user_id,source_name,source_kind,source_size,source_sha256,model) select id,user_id,source_name,source_kind,source_size,source_sha256,model from json_populate_recordset(null::public.budgets, $1::json)`, [JSON.stringify([row()])]));
  const r = row();
  await time('values', () => db.query(`insert into public.budgets (id,user_id,source_name,source_kind,source_size,source_sha256,model) values ($1,$2,$3,$4,$5,$6,$7)`, [r.id, r.user_id, r.source_name, r.source_kind, r.source_size, r.source_sha256, modelText]));
  await time('jsonb parse only', () => db.query(`select pg_column_size($1::jsonb)`, [modelText]));
  await time('jsonb->text', () => db.query(`select octet_length(model::text) from public.budgets where id = $1`, [r.id]));
}
console.log((await db.query(`select pg_column_size($1::jsonb) b, octet_length($1::jsonb::text) t`, [modelText])).rows);
await db.exec(`alter table public.budgets disable trigger budgets_check_quota`);
for (let i = 0; i < 2; i++) {
  const r = row();
  await time('values no trigger', () => db.query(`insert into public.budgets (id,user_id,source_name,source_kind,source_size,source_sha256,model) values ($1,$2,$3,$4,$5,$6,$7)`, [r.id, r.user_id, r.source_name, r.source_kind, r.source_size, r.source_sha256, modelText]));
}
