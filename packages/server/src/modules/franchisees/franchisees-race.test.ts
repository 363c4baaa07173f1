// Runs on both engines: reviews of one application at once: one conditional update wins on PostgreSQL's connections and PGlite's one
import { FRANCHISEE_API, Status } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgs, users } from '../../platform/identity/schema.js';
import { useAppOnOwnConnections } from '../../test/harness.js';
import { applicationOf, publicPost } from '../../test/franchise-applications.js';
import { franchiseApplications } from './schema.js';

/*
 * Ten passes of one application at once make one customer and one account: the review takes the
 * application by a conditional update (pending → passed) in its transaction, so the others find
 * it no longer pending, and the customer column is unique besides.
 */

// No per-test transaction: the reviews must reach the database on their own connections.
const t = useAppOnOwnConnections();

describe('ten passes of one application at once', () => {
  it('pass it once: one customer, one account, the others refused', async () => {
    const db = t.database.db;
    const input = await applicationOf(t.app);
    const applied = await publicPost(t.app, FRANCHISEE_API.apply, input, { ip: '198.51.100.200' });
    expect(applied.status, JSON.stringify(applied)).toBe(Status.SUCCESS);
    const [row] = await db
      .select({ id: franchiseApplications.id })
      .from(franchiseApplications)
      .where(eq(franchiseApplications.companyName, input.companyName));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: `${FRANCHISEE_API.review}?race=${i}`,
            headers: { token: t.adminToken, lang: 'en' },
            payload: { id: row!.id, pass: true },
          })
          .then((r) => r.json() as { status: number }),
      ),
    );
    expect(answers.filter((a) => a.status === Status.SUCCESS)).toHaveLength(1);
    for (const a of answers) expect([Status.SUCCESS, Status.BAD_REQUEST], JSON.stringify(a)).toContain(a.status);
    expect(await db.select().from(orgs).where(eq(orgs.name, input.companyName))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.username, input.username!))).toHaveLength(1);
  });
});
