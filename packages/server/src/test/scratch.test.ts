import { it } from 'vitest';
import { useTestApp } from './harness.js';
const t = useTestApp();
it('probe', async () => {
  const token = await t.login('admin', 'admin123');
  for (const url of [
    '/admin/system/role/list?orderByColumn=__proto__',
    '/admin/system/role/list?beginTime=notadate',
    '/admin/system/user/list?beginTime=notadate',
    '/admin/system/role/export?beginTime=notadate',
    '/admin/system/role/2147483648',
    '/admin/system/role/list?roleName=a%00b',
    '/admin/system/config/export?orderByColumn=nope',
  ]) {
    const res = await t.app.inject({ method: 'GET', url, headers: { token } });
    console.log(url, res.statusCode, res.headers['content-type'], res.body.slice(0, 200));
  }
  const res = await t.app.inject({ method: 'DELETE', url: '/admin/system/role/2147483648', headers: { token } });
  console.log(res.statusCode, res.body.slice(0, 200));
});
