import type { LoginAuth } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, SESSION_KEY, readSession, toSession } from './session';

const auth: LoginAuth = {
  employeeName: 'Administrator',
  org: { orgId: 1, orgName: 'Platform' },
  dept: { orgId: 1, orgName: 'Platform' },
  roles: ['admin'],
  avatar: null,
  introduction: null,
  email: 'admin@example.com',
  userInfo: {
    userId: 1,
    username: 'admin',
    employeeName: 'Administrator',
    orgId: 1,
    orgName: 'Platform',
    customerOrgId: null,
    email: 'admin@example.com',
    phone: null,
    avatar: null,
  },
};

describe('toSession', () => {
  it('names the user by employee name and keeps roles and permissions', () => {
    const session = toSession(auth, ['*:*:*']);
    expect(session.name).toBe('Administrator');
    expect(session.roles).toEqual(['admin']);
    expect(session.permissions).toEqual(['*:*:*']);
    expect(session.userInfo.orgId).toBe(1);
  });

  it('gives a user without roles the marker role, so the guard does not fetch again', () => {
    expect(toSession({ ...auth, roles: [] }, []).roles).toEqual([DEFAULT_ROLE]);
  });
});

describe('readSession', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === SESSION_KEY ? value : null) });

  it('reads a stored session', () => {
    expect(readSession(storage(JSON.stringify(toSession(auth, []))))?.name).toBe('Administrator');
  });

  it('answers null for nothing, broken or foreign data', () => {
    expect(readSession(storage(null))).toBeNull();
    expect(readSession(storage('{broken'))).toBeNull();
    expect(readSession(storage('{"name":1}'))).toBeNull();
    expect(readSession(storage('null'))).toBeNull();
  });
});
