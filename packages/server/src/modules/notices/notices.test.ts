import { describe, expect, it } from 'vitest';
import { apiAs, grantThroughNewButtons, insertAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { sanitizeRichText } from './sanitize.js';

const t = useTestApp();

const notice = (over: Record<string, unknown> = {}) => ({
  noticeTitle: 'Maintenance window',
  noticeType: 'notice',
  noticeContent: '<p>Hello</p>',
  orgIds: [],
  ...over,
});

const grantOps = (perms: string[]) => grantThroughNewButtons(t.database.db, 'maintenance', perms);

describe('notice payload rules', () => {
  it('takes titles of 1 and 50 characters and refuses 0 and 51, in the request language', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    for (const title of ['x', 'y'.repeat(50)]) {
      const res = await admin('POST', '/admin/system/notice', notice({ noticeTitle: title }));
      expect(res.status).toBe(1001);
      expect(res.data.noticeTitle).toBe(title);
    }
    const empty = await admin('POST', '/admin/system/notice', notice({ noticeTitle: '' }));
    expect(empty.status).toBe(400);
    expect(empty.data.errors[0].field).toBe('noticeTitle');
    const long = await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'z'.repeat(51) }), 'zh');
    expect(long.status).toBe(400);
    expect(long.data.errors[0]).toMatchObject({ field: 'noticeTitle' });
    expect(long.data.errors[0].message).toContain('公告标题');
    const list = await admin('GET', '/admin/system/notice/list?limit=100');
    expect(list.data.map((n: { noticeTitle: string }) => n.noticeTitle)).not.toContain('z'.repeat(51));
  });

  it('requires a type of notice or announcement', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const missing = await admin('POST', '/admin/system/notice', { noticeTitle: 'No type', orgIds: [] });
    expect(missing.status).toBe(400);
    expect(missing.data.errors.map((e: { field: string }) => e.field)).toContain('noticeType');
    expect((await admin('POST', '/admin/system/notice', notice({ noticeType: 'memo' }))).status).toBe(400);
    expect((await admin('POST', '/admin/system/notice', notice({ noticeType: 'announcement' }))).data.noticeType).toBe('announcement');
  });

  it('sanitises the content: script, event handlers and javascript: links go, formatting stays', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const html =
      '<p><b>Bold</b> <i>it</i> <u>under</u></p><ul><li>one</li></ul><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><img src="/api/files/abc.png" onerror="alert(3)">' +
      '<a href="javascript:alert(4)">bad</a> <a href="https://example.com/x" onclick="alert(5)">good</a>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>';
    const res = await admin('POST', '/admin/system/notice', notice({ noticeContent: html }));
    expect(res.status).toBe(1001);
    const stored: string = (await admin('GET', `/admin/system/notice/${res.data.noticeId}`)).data.noticeContent;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(stored).toContain('<b>Bold</b>');
    expect(stored).toContain('<i>it</i>');
    expect(stored).toContain('<u>under</u>');
    expect(stored).toContain('<ul><li>one</li></ul>');
    expect(stored).toContain('<img src="/api/files/abc.png" />');
    expect(stored).not.toContain('src="x"');
    expect(stored).toContain('<a>bad</a>');
    expect(stored).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">good</a>');
  });

  it('drops data: images and protocol-relative links (unit)', async () => {
    expect(await sanitizeRichText('<img src="data:image/png;base64,AAAA"><a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeRichText('<svg onload="alert(1)"><p>ok</p></svg>')).toBe('<p>ok</p>');
  });
});

describe('targeting, unread count and read marking', () => {
  it('shows a notice to Demo Coffee Co. to ops (not to harbor), counts it unread until ops reads it', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const before = (await ops('GET', '/admin/system/notice/unread')).data.count;
    const harborBefore = (await harbor('GET', '/admin/system/notice/unread')).data.count;

    const created = await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'For Demo', orgIds: [demo] }));
    expect(created.data.targets).toEqual([{ orgId: demo, orgName: 'Demo Coffee Co.' }]);
    const id = created.data.noticeId;

    const unread = await ops('GET', '/admin/system/notice/unread');
    expect(unread.data.count).toBe(before + 1);
    expect(unread.data.latest[0]).toMatchObject({ noticeId: id, noticeTitle: 'For Demo', noticeType: 'notice' });

    const harborUnread = await harbor('GET', '/admin/system/notice/unread');
    expect(harborUnread.data.count).toBe(harborBefore);
    expect(harborUnread.data.latest.map((n: { noticeId: number }) => n.noticeId)).not.toContain(id);
    expect((await harbor('GET', `/admin/system/notice/view/${id}`)).status).toBe(404);
    expect((await harbor('POST', `/admin/system/notice/read/${id}`)).status).toBe(404);

    const view = await ops('GET', `/admin/system/notice/view/${id}`);
    expect(view.data).toMatchObject({ noticeTitle: 'For Demo', read: false, noticeContent: '<p>Hello</p>' });
    expect((await ops('POST', `/admin/system/notice/read/${id}`)).status).toBe(1001);
    expect((await ops('GET', '/admin/system/notice/unread')).data.count).toBe(before);
    expect((await ops('GET', `/admin/system/notice/view/${id}`)).data.read).toBe(true);

    // Read per user: admin (addressed? no: admin is on the platform, not under Demo) never saw it.
    expect((await admin('GET', `/admin/system/notice/view/${id}`)).status).toBe(404);
  });

  it('addresses everyone when no target is chosen; closed notices are not counted; reads are per user', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const opsBefore = (await ops('GET', '/admin/system/notice/unread')).data.count;
    const harborBefore = (await harbor('GET', '/admin/system/notice/unread')).data.count;
    const all = await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'Everyone', noticeType: 'announcement' }));
    await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'Closed', status: 1 }));
    expect((await ops('GET', '/admin/system/notice/unread')).data.count).toBe(opsBefore + 1);
    expect((await harbor('GET', '/admin/system/notice/unread')).data.count).toBe(harborBefore + 1);
    await ops('POST', `/admin/system/notice/read/${all.data.noticeId}`);
    expect((await ops('GET', '/admin/system/notice/unread')).data.count).toBe(opsBefore);
    expect((await harbor('GET', '/admin/system/notice/unread')).data.count).toBe(harborBefore + 1);
  });

  it('a notice to a department reaches its stores but not the customer’s other departments', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const before = (await ops('GET', '/admin/system/notice/unread')).data.count;
    const dept = await orgIdByCode(t.database.db, 'DEMO-OPS');
    await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'Ops dept only', orgIds: [dept] }));
    // ops belongs to the customer node itself, above the department: not addressed.
    expect((await ops('GET', '/admin/system/notice/unread')).data.count).toBe(before);
  });

  it('unread, view and read need a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/system/notice/unread' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/admin/system/notice/read/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/system/notice/view/1' })).statusCode).toBe(401);
  });
});

describe('addressing everyone', () => {
  it('is for platform accounts only: a customer account holding the administrator role must choose organisations', async () => {
    const db = t.database.db;
    await insertAccount(db, await orgIdByCode(db, 'DEMO'), 'admin', {
      username: 'demo_all',
      employeeName: 'Demo All',
      password: 'secret123',
    });
    const customer = await apiAs(t, 'demo_all', 'secret123');
    const everyone = await customer('POST', '/admin/system/notice', notice({ noticeTitle: 'Demo to all' }));
    expect(everyone.status).toBe(400);
    expect(everyone.data.errors[0].field).toBe('orgIds');
  });
});

describe('data scope of the management screen', () => {
  it('ops manages notices of Demo only and may target only organisations in scope', async () => {
    await grantOps(['system:notice:list', 'system:notice:query', 'system:notice:add', 'system:notice:edit', 'system:notice:remove']);
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const harborOrg = await orgIdByCode(t.database.db, 'HARBOR');
    const platformNotice = await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'Platform wide' }));

    const everyone = await ops('POST', '/admin/system/notice', notice({ noticeTitle: 'Ops to all' }), 'en');
    expect(everyone.status).toBe(400);
    expect(everyone.data.errors[0]).toMatchObject({ field: 'orgIds', message: 'Choose the organisations the notice is for.' });
    const foreign = await ops('POST', '/admin/system/notice', notice({ noticeTitle: 'Ops to Harbor', orgIds: [harborOrg] }));
    expect(foreign.status).toBe(400);
    expect(foreign.data.errors[0].field).toBe('orgIds');

    const own = await ops('POST', '/admin/system/notice', notice({ noticeTitle: 'Ops to Demo', orgIds: [demo] }));
    expect(own.status).toBe(1001);
    const list = await ops('GET', '/admin/system/notice/list?limit=100');
    const titles = list.data.map((n: { noticeTitle: string }) => n.noticeTitle);
    expect(titles).toContain('Ops to Demo');
    expect(titles).not.toContain('Platform wide');
    expect((await ops('GET', `/admin/system/notice/${platformNotice.data.noticeId}`)).status).toBe(403);
    expect((await ops('DELETE', `/admin/system/notice/${platformNotice.data.noticeId},${own.data.noticeId}`)).status).toBe(403);
    expect((await admin('GET', `/admin/system/notice/${own.data.noticeId}`)).status).toBe(1001);

    const edited = await ops('PUT', '/admin/system/notice', notice({ noticeId: own.data.noticeId, noticeTitle: 'Edited', orgIds: [demo] }));
    expect(edited.data.noticeTitle).toBe('Edited');
    expect((await ops('DELETE', `/admin/system/notice/${own.data.noticeId}`)).data.deleted).toBe(1);
  });

  it('filters by title, type and status and sorts by a whitelisted column only', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'Alpha filter', noticeType: 'announcement' }));
    await admin('POST', '/admin/system/notice', notice({ noticeTitle: 'Beta filter', status: 1 }));
    expect((await admin('GET', '/admin/system/notice/list?noticeTitle=filter')).total).toBe(2);
    expect((await admin('GET', '/admin/system/notice/list?noticeTitle=filter&noticeType=announcement')).data[0].noticeTitle).toBe(
      'Alpha filter',
    );
    expect((await admin('GET', '/admin/system/notice/list?noticeTitle=filter&status=1')).data[0].noticeTitle).toBe('Beta filter');
    const sorted = await admin('GET', '/admin/system/notice/list?noticeTitle=filter&orderByColumn=noticeTitle&isAsc=desc');
    expect(sorted.data.map((n: { noticeTitle: string }) => n.noticeTitle)).toEqual(['Beta filter', 'Alpha filter']);
    expect((await admin('GET', '/admin/system/notice/list?orderByColumn=notice_content')).status).toBe(400);
  });
});
