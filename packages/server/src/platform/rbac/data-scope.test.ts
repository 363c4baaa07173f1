import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs, users } from '../identity/schema.js';
import { openTestDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from '../db/database.js';
import { type ScopeSubject, isInScope, scopeCondition } from './data-scope.js';

let handle: DatabaseHandle;
let byName: Map<string, { id: number; path: string }>;

beforeAll(async () => {
  handle = await openTestDatabase();
  const rows = await handle.db.select().from(orgs).orderBy(asc(orgs.id));
  byName = new Map(rows.map((r) => [r.name, { id: r.id, path: r.path }]));
});
afterAll(async () => handle.close());

const org = (name: string) => byName.get(name)!;
function subject(orgName: string, scopes: ScopeSubject['scopes'], userId = 999): ScopeSubject {
  return { userId, orgId: org(orgName).id, orgPath: org(orgName).path, scopes };
}

/** Names of the organisations a subject may see, through the same condition lists use. */
async function visibleOrgs(s: ScopeSubject): Promise<string[]> {
  const rows = await handle.db
    .select({ name: orgs.name })
    .from(orgs)
    .where(scopeCondition(s, { org: orgs.id }))
    .orderBy(asc(orgs.id));
  return rows.map((r) => r.name);
}

describe('data scope', () => {
  it('"all" sees every organisation', async () => {
    expect(await visibleOrgs(subject('Demo Coffee Co.', [{ scope: '1' }]))).toHaveLength(byName.size);
  });

  it('"department and below" sees the subtree and nothing of another customer', async () => {
    const seen = await visibleOrgs(subject('Demo Coffee Co.', [{ scope: '4' }]));
    expect(seen).toEqual(['Demo Coffee Co.', 'Operations', 'Shanghai Jing’an Store', 'Finance']);
    expect(seen).not.toContain('Harbor Drinks Ltd.');
  });

  it('"department and below" with the subtree\'s ids named sees the same as with its path alone', async () => {
    const top = org('Demo Coffee Co.');
    const ids = [...byName.values()].filter((o) => o.path.startsWith(top.path)).map((o) => o.id);
    const named = await visibleOrgs({ ...subject('Demo Coffee Co.', [{ scope: '4' }]), orgsBelow: ids });
    expect(named).toEqual(await visibleOrgs(subject('Demo Coffee Co.', [{ scope: '4' }])));
    expect(named).not.toContain('Harbor Drinks Ltd.');
    // Mixed with another role's organisations, the two still widen each other.
    const mixed = { ...subject('Demo Coffee Co.', [{ scope: '4' }, { scope: '2', orgIds: [org('Pier 3 Kiosk').id] }]), orgsBelow: ids };
    expect(await visibleOrgs(mixed)).toEqual(expect.arrayContaining([...named, 'Pier 3 Kiosk']));
  });

  it('"own department" sees only that organisation', async () => {
    expect(await visibleOrgs(subject('Operations', [{ scope: '3' }]))).toEqual(['Operations']);
  });

  it('"custom" sees the listed organisations only; an empty list sees nothing', async () => {
    expect(await visibleOrgs(subject('Demo Coffee Co.', [{ scope: '2', orgIds: [org('Pier 3 Kiosk').id] }]))).toEqual(['Pier 3 Kiosk']);
    expect(await visibleOrgs(subject('Demo Coffee Co.', [{ scope: '2', orgIds: [] }]))).toEqual([]);
  });

  it('several roles widen each other', async () => {
    const seen = await visibleOrgs(subject('Operations', [{ scope: '3' }, { scope: '2', orgIds: [org('Finance').id] }]));
    expect(seen).toEqual(['Operations', 'Finance']);
  });

  it('no role sees nothing', async () => {
    expect(await visibleOrgs(subject('Demo Coffee Co.', []))).toEqual([]);
  });

  it('"only own data" filters by the owner column', async () => {
    const [ops] = await handle.db.select().from(users).where(eq(users.username, 'ops'));
    const s = subject('Demo Coffee Co.', [{ scope: '5' }], ops!.id);
    const rows = await handle.db
      .select({ username: users.username })
      .from(users)
      .where(scopeCondition(s, { org: users.orgId, user: users.id }));
    expect(rows.map((r) => r.username)).toEqual(['ops']);
    // a table without an owner column shows nothing under "only own data"
    expect(await visibleOrgs(s)).toEqual([]);
  });

  it('the single-row guard agrees with the list condition', async () => {
    const s = subject('Demo Coffee Co.', [{ scope: '4' }]);
    expect(await isInScope(handle.db, s, { orgId: org('Shanghai Jing’an Store').id })).toBe(true);
    expect(await isInScope(handle.db, s, { orgId: org('Harbor Drinks Ltd.').id })).toBe(false);
    expect(await isInScope(handle.db, s, { orgId: org('Pier 3 Kiosk').id })).toBe(false);
    const self = subject('Demo Coffee Co.', [{ scope: '5' }], 42);
    expect(await isInScope(handle.db, self, { orgId: org('Pier 3 Kiosk').id, ownerId: 42 })).toBe(true);
    expect(await isInScope(handle.db, self, { orgId: org('Pier 3 Kiosk').id, ownerId: 7 })).toBe(false);
  });

  it('a path with LIKE wildcards cannot widen the scope', async () => {
    const s: ScopeSubject = { userId: 1, orgId: 0, orgPath: '/%', scopes: [{ scope: '4' }] };
    expect(await visibleOrgs(s)).toEqual([]);
  });
});
