// Runs on both engines: named statements are node-postgres's (skipped on PGlite, whose wrapper has a test of its own)
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyOfTemplate } from '../../test/harness.js';
import { nameRepeatedStatements } from './pg-statements.js';

/* node-postgres: texts sent again become statements each connection prepares once (PostgreSQL only). */

const template = inject('databaseTemplate');
const onPostgres = template.kind !== 'pglite';

let copy: Awaited<ReturnType<typeof copyOfTemplate>> | undefined;
let pool: pg.Pool;

beforeAll(async () => {
  if (template.kind === 'pglite') return;
  copy = await copyOfTemplate(template);
  // One connection, so every call below lands on the one whose statements are read back.
  pool = new pg.Pool({ connectionString: copy.url, max: 1 });
  nameRepeatedStatements(pool, 3);
  await pool.query('create table zz_named (a integer)');
  await pool.query('insert into zz_named values (1), (2)');
});
afterAll(async () => {
  await pool?.end();
  await copy?.drop();
});

const prepared = async () =>
  (await pool.query<{ statement: string }>({ text: 'select statement from pg_prepared_statements', name: 'zz_read_prepared' })).rows
    .map((r) => r.statement)
    .filter((t) => t.includes('zz_named'));

describe.skipIf(!onPostgres)('statements named on their second use', () => {
  it('prepares a text the second time it is sent, answers the same rows, and leaves one-off texts unnamed', async () => {
    const text = 'select a from zz_named where a >= $1 order by a';
    const first = await pool.query({ text, values: [1] });
    expect(await prepared()).toEqual([]);
    const second = await pool.query({ text, values: [1] });
    expect(second.rows).toEqual(first.rows);
    expect(await prepared()).toEqual([text]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ a: 2 }]);
    expect(await prepared()).toEqual([text]);
  });

  it('prepares a kept text again when its table changed shape since', async () => {
    const text = 'select * from zz_named where a = $1';
    await pool.query({ text, values: [1] });
    await pool.query({ text, values: [1] });
    await pool.query('alter table zz_named add column b integer default 7');
    expect((await pool.query({ text, values: [1] })).rows).toEqual([{ a: 1, b: 7 }]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ a: 2, b: 7 }]);
    // The same through a checked-out connection (promises, as drizzle's transactions call it).
    const client = await pool.connect();
    try {
      await client.query('alter table zz_named add column c integer default 8');
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ a: 1, b: 7, c: 8 }]);
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ a: 1, b: 7, c: 8 }]);
    } finally {
      client.release();
    }
  });
  it('keeps at most its number of texts per connection; the others run unnamed', async () => {
    for (const n of [1, 2, 3, 4]) {
      const text = `select a + ${n} as b from zz_named where a = $1`;
      for (let i = 0; i < 3; i++) expect((await pool.query({ text, values: [1] })).rows).toEqual([{ b: 1 + n }]);
    }
    // Two texts were kept before this test: one more fits.
    expect(await prepared()).toHaveLength(3);
  });
});
