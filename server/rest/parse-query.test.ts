import { describe, expect, it } from 'vitest';
import { MAX_CONDITIONS, MAX_LOGIC_DEPTH, parseQuery, splitTopLevel } from './parse-query.ts';
import { PostgrestError } from './postgrest-error.ts';

/** The query string exactly as supabase-js builds it (URLSearchParams). */
function query(entries: Array<[string, string]>): string {
  return new URLSearchParams(entries).toString();
}

function refusal(search: string): { status: number; code: string } {
  try {
    parseQuery(search, 'budgets');
  } catch (error) {
    if (error instanceof PostgrestError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error(`accepted ${search}`);
}

describe('parseQuery', () => {
  it('reads columns with aliases, filters, order and range as supabase-js writes them', () => {
    const plan = parseQuery(
      query([
        ['select', 'id,owner:user_id,title'],
        ['code', 'eq.OB 17'],
        ['order', 'created_at.desc,title.asc.nullsfirst'],
        ['offset', '20'],
        ['limit', '10'],
      ]),
      'budgets',
    );
    expect(plan.select).toEqual([
      { kind: 'column', column: 'id', alias: 'id' },
      { kind: 'column', column: 'user_id', alias: 'owner' },
      { kind: 'column', column: 'title', alias: 'title' },
    ]);
    expect(plan.filters).toEqual([
      { kind: 'compare', column: 'code', negated: false, operator: 'eq', value: 'OB 17' },
    ]);
    expect(plan.order).toEqual([
      { column: 'created_at', descending: true, nulls: undefined },
      { column: 'title', descending: false, nulls: 'first' },
    ]);
    expect(plan).toMatchObject({ limit: 10, offset: 20 });
  });

  it('keeps dots and commas inside a plain filter value', () => {
    const plan = parseQuery(query([['source_name', 'eq.obra.v2,final.pdf']]), 'budgets');
    expect(plan.filters[0]).toMatchObject({ operator: 'eq', value: 'obra.v2,final.pdf' });
  });

  it('reads in lists with quoted values and is keywords in any case', () => {
    const plan = parseQuery(
      query([
        ['client', 'in.(Uno,"Dos, Tres","con \\"comillas\\"")'],
        ['verdict', 'not.is.NULL'],
      ]),
      'budgets',
    );
    expect(plan.filters).toEqual([
      {
        kind: 'in',
        column: 'client',
        negated: false,
        values: ['Uno', 'Dos, Tres', 'con "comillas"'],
      },
      { kind: 'is', column: 'verdict', negated: true, value: 'null' },
    ]);
  });

  it('reads nested or/and trees with negation and quoted values', () => {
    const plan = parseQuery(
      query([['or', '(title.ilike."*a,b*",and(code.eq.1,not.or(client.eq.x,client.eq.y)))']]),
      'budgets',
    );
    expect(plan.filters).toEqual([
      {
        kind: 'logic',
        operator: 'or',
        negated: false,
        children: [
          { kind: 'compare', column: 'title', negated: false, operator: 'ilike', value: '*a,b*' },
          {
            kind: 'logic',
            operator: 'and',
            negated: false,
            children: [
              { kind: 'compare', column: 'code', negated: false, operator: 'eq', value: '1' },
              {
                kind: 'logic',
                operator: 'or',
                negated: true,
                children: [
                  { kind: 'compare', column: 'client', negated: false, operator: 'eq', value: 'x' },
                  { kind: 'compare', column: 'client', negated: false, operator: 'eq', value: 'y' },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('reads the columns of an insert, quoted as supabase-js sends them', () => {
    expect(parseQuery(query([['columns', '"title","model"']]), 'budgets').columns).toEqual([
      'title',
      'model',
    ]);
  });

  it.each([
    ['unknown operator', [['title', 'foo.1']], 400, 'PGRST100'],
    ['operator without value', [['title', 'eq']], 400, 'PGRST100'],
    ['bad is keyword', [['title', 'is.maybe']], 400, 'PGRST100'],
    ['operator this server does not offer', [['title', 'fts.obra']], 400, 'PGRST127'],
    ['like(any) modifier', [['title', 'like(any).{a,b}']], 400, 'PGRST127'],
    ['embedded resource', [['select', '*,users(*)']], 400, 'PGRST200'],
    ['spread', [['select', '...users(email)']], 400, 'PGRST200'],
    ['aggregate', [['select', 'count()']], 400, 'PGRST123'],
    ['cast', [['select', 'source_size::text']], 400, 'PGRST127'],
    ['JSON path', [['select', 'model->>client']], 400, 'PGRST127'],
    ['filter on an embedded table', [['users.email', 'eq.a']], 400, 'PGRST127'],
    ['order on an embedded table', [['users.order', 'email']], 400, 'PGRST127'],
    ['column name with SQL in it', [['select', 'id;drop table budgets']], 400, 'PGRST100'],
    ['bad order modifier', [['order', 'title.sideways']], 400, 'PGRST100'],
    ['negative limit', [['limit', '-1']], 400, 'PGRST100'],
    ['unbalanced tree', [['or', '(a.eq.1,and(b.eq.2)']], 400, 'PGRST100'],
  ] as Array<[string, Array<[string, string]>, number, string]>)(
    'refuses %s',
    (_name, entries, status, code) => {
      expect(refusal(query(entries))).toEqual({ status, code });
    },
  );

  it('bounds the work one request can ask for', () => {
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, (): [string, string] => [
      'title',
      'eq.x',
    ]);
    expect(refusal(query(many)).code).toBe('PGRST100');
    const deep = `(${'and('.repeat(MAX_LOGIC_DEPTH + 1)}a.eq.1${')'.repeat(MAX_LOGIC_DEPTH + 1)})`;
    expect(refusal(query([['or', deep]])).code).toBe('PGRST100');
  });
});

describe('splitTopLevel', () => {
  it('splits on commas outside parentheses and quotes only', () => {
    expect(splitTopLevel('a.eq.1,b.in.(1,2),c.eq."x,y",and(d.eq.1,e.eq.2)')).toEqual([
      'a.eq.1',
      'b.in.(1,2)',
      'c.eq."x,y"',
      'and(d.eq.1,e.eq.2)',
    ]);
  });
});
