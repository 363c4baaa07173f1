import type { LoginAuth } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs, users } from '../../platform/identity/schema.js';

/** The customer a user belongs to: the organisation right below the platform on its path. */
export function customerOrgIdOf(path: string, platformKind: boolean): number | null {
  if (platformKind) return null;
  const ids = path.split('/').filter(Boolean).map(Number);
  return ids[1] ?? null;
}

/** GET /api/api/v5/loginAuth: who is signed in, with organisation and roles. */
export async function loadLoginAuth(db: Database, userId: number, roles: string[]): Promise<LoginAuth> {
  const [row] = await db
    .select({ user: users, orgName: orgs.name, orgPath: orgs.path, orgKind: orgs.kind })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.unauthorized('sessionInvalid');
  const { user } = row;
  const org = { orgId: user.orgId, orgName: row.orgName };
  return {
    employeeName: user.employeeName,
    org,
    dept: org,
    roles,
    avatar: user.avatar,
    introduction: user.introduction,
    email: user.email,
    userInfo: {
      userId: user.id,
      username: user.username,
      employeeName: user.employeeName,
      orgId: user.orgId,
      orgName: row.orgName,
      customerOrgId: customerOrgIdOf(row.orgPath, row.orgKind === 'platform'),
      email: user.email,
      phone: user.phone,
      avatar: user.avatar,
    },
  };
}
