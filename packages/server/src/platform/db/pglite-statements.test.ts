import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePgliteStatements } from './pglite-statements.js';

let plain: PGlite;
let named: PGlite;
beforeAll(async () => {
  [plain, named] = await Promise.all([PGlite.create(), PGlite.create()]);
  preparePgliteStatements(named, { parse, protocol }, 3);
  for (const db of [plain, named]) {
    await db.exec(`create table item (id int primary key, name text not null, price numeric(10, 2), at timestamptz, tags int[])`);
    await db.exec(`insert into item values (1, 'Latte', 12.50, '2026-03-01T08:00:00Z', '{1,2}'), (2, 'Mocha', null, null, '{}')`);
  }
});
afterAll(async () => {
  await Promise.all([plain?.close(), named?.close()]);
});

/** The texts kept prepared (asked through the simple protocol, which is never a named statement). */
const prepared = async (db: PGlite) =>
  ((await db.exec(`select statement from pg_prepared_statements order by name`))[0]!.rows as Array<{ statement: string }>).map(
    (r) => r.statement,
  );

describe('named statements on PGlite', () => {
  it('answers as the plain path does, values and types alike, and prepares each text once', async () => {
    const text = 'select id, name, price, at, tags from item where id = any($1) and name <> $2 order by id';
    const params = [[1, 2], 'x'];
    const expected = await plain.query(text, params);
    for (const mode of ['object', 'array'] as const) {
      const got = await named.query(text, params, { rowMode: mode });
      expect(got.rows).toEqual((await plain.query(text, params, { rowMode: mode })).rows);
    }
    expect((await named.query(text, params)).fields).toEqual(expected.fields);
    expect((await prepared(named)).filter((t) => t === text)).toHaveLength(1);
  });

  it('keeps the most recently used texts up to its capacity and closes the others', async () => {
    for (const n of [1, 2, 3, 4, 5]) expect((await named.query(`select $1::int + ${n} as v`, [1])).rows).toEqual([{ v: 1 + n }]);
    expect(await prepared(named)).toEqual(['select $1::int + 3 as v', 'select $1::int + 4 as v', 'select $1::int + 5 as v']);
  });

  it('passes errors on with their code and stays usable; a text that does not parse is not kept', async () => {
    await expect(named.query('insert into item values ($1, $2)', [1, 'Again'])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(named.query('selec nothing')).rejects.toMatchObject({ code: '42601' });
    expect((await named.query<{ n: number }>('select count(*)::int as n from item')).rows).toEqual([{ n: 2 }]);
    expect(await prepared(named)).not.toContain('selec nothing');
  });

  it('prepares a text again when its table changed shape since', async () => {
    await named.exec(`create table shape (a int)`);
    await named.query(`insert into shape values ($1)`, [1]);
    expect((await named.query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await named.exec(`alter table shape add column b int default 7`);
    expect((await named.query('select * from shape')).rows).toEqual([{ a: 1, b: 7 }]);
  });

  it('leaves transactions to PGlite: their queries see their own writes and a rollback undoes them', async () => {
    await named.transaction(async (tx) => {
      await tx.query(`insert into item (id, name) values ($1, $2)`, [3, 'Tea']);
      expect((await tx.query('select name from item where id = $1', [3])).rows).toEqual([{ name: 'Tea' }]);
      await tx.rollback();
    });
    expect((await named.query('select name from item where id = $1', [3])).rows).toEqual([]);
  });

  it('runs concurrent callers one after the other without mixing their answers', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => named.query<{ v: number }>('select $1::int * 2 as v', [i])));
    expect(answers.map((a) => a.rows[0]!.v)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });
});
