import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../test/harness.js';
import { users } from '../../platform/identity/schema.js';
import { PNG, uploadFile } from '../../test/uploads.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-profile-'));
const t = useTestApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const send = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method, url, headers: { lang, ...(token ? { token } : {}) }, ...(payload ? { payload } : {}) });

async function uploadAvatar(token: string, dataField = 'avatar'): Promise<string> {
  const res = await uploadFile(
    t.app,
    { dataEntity: 'user', dataField, file: PNG, filename: 'me.png', type: 'image/png' },
    { authorization: `Bearer ${token}` },
  );
  const b = body<{ url: string }>(res);
  expect(b.status, res.body).toBe(1001);
  return b.data.url;
}

describe('GET/PUT /admin/system/user/profile', () => {
  it('answers the caller’s own details and role names', async () => {
    const token = await t.login('ops', 'ops12345');
    const b = body<{ username: string; employeeName: string; orgName: string; roleNames: string[]; phone: string }>(
      await send('GET', '/admin/system/user/profile', token),
    );
    expect(b.status).toBe(1001);
    expect(b.data).toMatchObject({ username: 'ops', employeeName: 'Olivia Ops', orgName: 'Demo Coffee Co.', roleNames: ['Maintenance'] });
    expect(JSON.stringify(b.data)).not.toContain('password');
  });

  it('updates name, phone, email and gender with the account rules', async () => {
    const token = await t.login('ops', 'ops12345');
    const ok = body<{ employeeName: string; email: string; gender: string; phone: string }>(
      await send('PUT', '/admin/system/user/profile', token, {
        employeeName: 'Olivia O.',
        phone: '13900001234',
        email: 'olivia@example.com',
        gender: '1',
      }),
    );
    expect(ok.status).toBe(1001);
    expect(ok.data).toMatchObject({ employeeName: 'Olivia O.', phone: '13900001234', email: 'olivia@example.com', gender: '1' });

    const badPhone = body(await send('PUT', '/admin/system/user/profile', token, { employeeName: 'x', phone: 'call me' }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.result).toBe('Phone is not a valid phone number');
    const badEmail = body<{ errors: { field: string }[] }>(
      await send('PUT', '/admin/system/user/profile', token, { employeeName: 'x', email: 'nope' }, 'zh'),
    );
    expect(badEmail.data.errors[0]!.field).toBe('email');
    expect(badEmail.result).toMatch(/^邮箱/);
    expect(body(await send('PUT', '/admin/system/user/profile', token, { employeeName: 'n'.repeat(30) })).status).toBe(1001);
    expect(body(await send('PUT', '/admin/system/user/profile', token, { employeeName: 'n'.repeat(31) })).status).toBe(400);
    expect(body(await send('PUT', '/admin/system/user/profile', token, { employeeName: '' }, 'es')).result).toMatch(/es obligatorio$/);
  });

  it('changes only the fields sent: a name alone keeps phone, email and gender; an empty value clears one', async () => {
    const token = await t.login('ops', 'ops12345');
    const full = { employeeName: 'Olga O.', phone: '13900005678', email: 'olga@example.com', gender: '1' };
    expect(body(await send('PUT', '/admin/system/user/profile', token, full)).status).toBe(1001);
    const named = body<typeof full>(await send('PUT', '/admin/system/user/profile', token, { employeeName: 'Olivia P.' }));
    expect(named.status).toBe(1001);
    expect(named.data).toMatchObject({ ...full, employeeName: 'Olivia P.' });
    const cleared = body<typeof full>(await send('PUT', '/admin/system/user/profile', token, { employeeName: 'Olivia P.', email: '' }));
    expect(cleared.data).toMatchObject({ phone: full.phone, gender: full.gender });
    expect(cleared.data.email ?? null).toBeNull();
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/admin/system/user/profile'],
      ['PUT', '/admin/system/user/profile'],
      ['PUT', '/admin/system/user/profile/updatePwd'],
      ['PUT', '/admin/system/user/profile/avatar'],
    ] as const) {
      expect((await send(method, url, null, method === 'PUT' ? {} : undefined)).statusCode, url).toBe(401);
    }
  });
});

describe('PUT /admin/system/user/profile/updatePwd', () => {
  it('refuses a wrong current password with a field error, checks 5–20 and the confirmation', async () => {
    const token = await t.login('ops', 'ops12345');
    const wrong = body<{ errors: { field: string; message: string }[] }>(
      await send('PUT', '/admin/system/user/profile/updatePwd', token, {
        oldPassword: 'wrong',
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors).toEqual([{ field: 'oldPassword', message: 'The current password is wrong.' }]);

    const short = body(
      await send('PUT', '/admin/system/user/profile/updatePwd', token, {
        oldPassword: 'ops12345',
        newPassword: '1234',
        confirmPassword: '1234',
      }),
    );
    expect(short.result).toMatch(/^New password must be at least \d+ characters long$/);
    const long = body(
      await send(
        'PUT',
        '/admin/system/user/profile/updatePwd',
        token,
        { oldPassword: 'ops12345', newPassword: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) },
        'ja',
      ),
    );
    expect(long.status).toBe(400);
    expect(long.result).toBe('新しいパスワードは 20 文字以内にしてください');
    const mismatch = body<{ errors: { field: string }[] }>(
      await send('PUT', '/admin/system/user/profile/updatePwd', token, {
        oldPassword: 'ops12345',
        newPassword: 'abcde',
        confirmPassword: 'abcdf',
      }),
    );
    expect(mismatch.data.errors[0]!.field).toBe('confirmPassword');
    expect(mismatch.result).toBe('Confirm password does not match the password');
  });

  it('changes the password at the bounds and ends the other sessions, keeping this one', async () => {
    const other = await t.login('ops', 'ops12345');
    const token = await t.login('ops', 'ops12345');
    const done = body(
      await send('PUT', '/admin/system/user/profile/updatePwd', token, {
        oldPassword: 'ops12345',
        newPassword: 'abcde',
        confirmPassword: 'abcde',
      }),
    );
    expect(done.status).toBe(1001);
    expect((await send('GET', '/admin/system/user/profile', other)).statusCode).toBe(401);
    expect(body(await send('GET', '/admin/system/user/profile', token)).status).toBe(1001);
    await expect(t.login('ops', 'ops12345')).rejects.toThrow();
    const again = await t.login('ops', 'abcde');
    const twenty = 'p'.repeat(20);
    expect(
      body(
        await send('PUT', '/admin/system/user/profile/updatePwd', again, {
          oldPassword: 'abcde',
          newPassword: twenty,
          confirmPassword: twenty,
        }),
      ).status,
    ).toBe(1001);
  });
});

describe('PUT /admin/system/user/profile/avatar', () => {
  it('sets an avatar the caller uploaded, removes the previous file, refuses others’ uploads', async () => {
    const ops = await t.login('ops', 'ops12345');
    const first = await uploadAvatar(ops);
    expect(body(await send('PUT', '/admin/system/user/profile/avatar', ops, { avatar: first })).status).toBe(1001);
    const [row] = await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.username, 'ops'));
    expect(row!.avatar).toBe(first);

    const second = await uploadAvatar(ops);
    expect(body(await send('PUT', '/admin/system/user/profile/avatar', ops, { avatar: second })).status).toBe(1001);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    const admin = await t.login('admin', 'admin123');
    const adminsFile = await uploadAvatar(admin);
    const refused = body(await send('PUT', '/admin/system/user/profile/avatar', ops, { avatar: adminsFile }));
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('Upload the picture first; only your own uploaded avatar can be set.');
    expect(body(await send('PUT', '/admin/system/user/profile/avatar', ops, { avatar: 'https://elsewhere.example/a.png' })).status).toBe(
      400,
    );
    const cert = await uploadAvatar(ops, 'healthCertificate');
    expect(body(await send('PUT', '/admin/system/user/profile/avatar', ops, { avatar: cert })).status).toBe(400);
  });
});
