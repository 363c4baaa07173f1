// Runs on both engines: hand-written SQL (the recursive query of a classification's sub-tree, the trigram-indexed search)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  KNOWLEDGE_API,
  KNOWLEDGE_ARTICLE_PERMS,
  KNOWLEDGE_CLASS_PERMS,
  type KnowledgeArticle,
  type KnowledgeClassNode,
} from '@vr/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAccount, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { MB, PNG, multipartForm, pngOfSize } from '../../test/uploads.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-knowledge-'));
const t = useTestApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { token, lang }, ...(payload === undefined ? {} : { payload: payload as object }) });
const as = async (username: string, password: string) => {
  const token = await t.login(username, password);
  return async <T = unknown>(method: Method, url: string, payload?: unknown, lang = 'en') => {
    const res = await call(token, method, url, payload, lang);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    return body<T>(res);
  };
};

const addClass = (api: Awaited<ReturnType<typeof as>>, className: string, parentId = 0) =>
  api<KnowledgeClassNode>('POST', KNOWLEDGE_API.classBase, { className, parentId });

const article = (classId: number, more: Record<string, unknown> = {}) => ({
  title: 'Descaling',
  classId,
  content: '<p>Run the cleaning programme.</p>',
  state: 'published',
  allCustomers: true,
  ...more,
});

const ids = (rows: Array<{ articleId: number }>) => rows.map((r) => r.articleId);

describe('knowledge classifications', () => {
  it('form a tree; a name is unique among siblings only; a node never moves under its own sub-tree', async () => {
    const admin = await as('admin', 'admin123');
    const root = (await addClass(admin, 'Brewing')).data;
    const child = await addClass(admin, 'Boiler', root.classId);
    expect(child.status).toBe(1001);
    // The same name under another parent is fine; beside a sibling it is refused by the constraint.
    expect((await addClass(admin, 'Boiler')).status).toBe(1001);
    // (A different order, so the repeat-submit guard does not take it for the same request.)
    const twin = await admin('POST', KNOWLEDGE_API.classBase, { className: 'Boiler', parentId: root.classId, sort: 5 });
    expect(twin.status).toBe(400);
    expect(twin.result).toBe('A classification named "Boiler" already exists at this level.');
    expect(twin.data).toEqual({ errors: [{ field: 'className', message: twin.result }] });

    const loop = await admin('PUT', KNOWLEDGE_API.classBase, { classId: root.classId, parentId: child.data.classId, className: 'Brewing' });
    expect(loop.status).toBe(400);
    expect(loop.result).toMatch(/under itself/);
    expect((await admin('POST', KNOWLEDGE_API.classBase, { className: 'Orphan', parentId: 999_999 })).status).toBe(400);

    const tree = (await admin<KnowledgeClassNode[]>('GET', KNOWLEDGE_API.classTree)).data;
    const brewing = tree.find((n) => n.className === 'Brewing')!;
    expect(brewing.children?.map((c) => c.className)).toEqual(['Boiler']);
    expect(tree.some((n) => n.className === 'Boiler')).toBe(true);
  });

  it('refuse deleting a classification that still has children or articles, in the reader’s language', async () => {
    const admin = await as('admin', 'admin123');
    const parent = (await addClass(admin, 'Parent')).data;
    const child = (await addClass(admin, 'Child', parent.classId)).data;
    const withChildren = await admin('DELETE', `${KNOWLEDGE_API.classBase}/${parent.classId}`, undefined, 'zh');
    expect(withChildren.status).toBe(400);
    expect(withChildren.result).toBe('该分类下还有子分类，请先删除或移走子分类。');

    const written = await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(child.classId));
    const withArticles = await admin('DELETE', `${KNOWLEDGE_API.classBase}/${child.classId}`);
    expect(withArticles.result).toBe('This classification still has articles: move or delete them first.');

    expect((await admin('DELETE', `${KNOWLEDGE_API.articleBase}/${written.data.articleId}`)).status).toBe(1001);
    expect((await admin('DELETE', `${KNOWLEDGE_API.classBase}/${child.classId}`)).status).toBe(1001);
    expect((await admin('DELETE', `${KNOWLEDGE_API.classBase}/${parent.classId}`)).status).toBe(1001);
    expect((await admin('DELETE', `${KNOWLEDGE_API.classBase}/${parent.classId}`)).status).toBe(404);
  });
});

describe('knowledge articles', () => {
  it('are stored sanitised: a script and an onerror attribute are removed, an uploaded image is kept', async () => {
    const admin = await as('admin', 'admin123');
    const cls = (await addClass(admin, 'Safety')).data;
    const content =
      '<p>Before<script>alert(1)</script> after</p><img src="/api/files/abcdefabcdefabcdefabcdefabcdefab.png" onerror="alert(2)">' +
      '<img src="javascript:alert(3)"><a href="javascript:alert(4)">x</a>';
    const saved = await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(cls.classId, { content }));
    expect(saved.status).toBe(1001);
    const read = (await admin<KnowledgeArticle>('GET', `${KNOWLEDGE_API.articleBase}/${saved.data.articleId}`)).data;
    expect(read.content).not.toMatch(/script|onerror|javascript/i);
    expect(read.content).toContain('<img src="/api/files/abcdefabcdefabcdefabcdefabcdefab.png" />');
    expect(read.summary).toBe('Before after x');
    expect(read).toMatchObject({
      title: 'Descaling',
      className: 'Safety',
      state: 'published',
      allCustomers: true,
      author: expect.any(String),
    });
  });

  it('are found by a word of the title or the text, a Chinese substring, never by their HTML', async () => {
    const admin = await as('admin', 'admin123');
    const cls = (await addClass(admin, 'Search')).data;
    const zh = await admin<KnowledgeArticle>(
      'POST',
      KNOWLEDGE_API.articleBase,
      article(cls.classId, { title: '研磨机', content: '<p>如果研磨机卡住，请先关闭电源再清理豆仓。</p>' }),
    );
    const en = await admin<KnowledgeArticle>(
      'POST',
      KNOWLEDGE_API.articleBase,
      article(cls.classId, { title: 'Milk system', content: '<p><strong>Flush</strong> the milk pipes daily.</p>' }),
    );
    const found = async (keyword: string) =>
      ids(
        (
          await admin<KnowledgeArticle[]>(
            'GET',
            `${KNOWLEDGE_API.articleList}?classId=${cls.classId}&keyword=${encodeURIComponent(keyword)}`,
          )
        ).data,
      );
    expect(await found('卡住')).toEqual([zh.data.articleId]);
    expect(await found('豆仓')).toEqual([zh.data.articleId]);
    expect(await found('flush THE')).toEqual([en.data.articleId]);
    expect(await found('milk')).toEqual([en.data.articleId]);
    expect(await found('strong')).toEqual([]);
    expect(await found('<p>')).toEqual([]);
    expect(await found('100%_')).toEqual([]);
  });

  it('are filtered by a classification with its whole sub-tree, by state, sorted and paged', async () => {
    const admin = await as('admin', 'admin123');
    const top = (await addClass(admin, 'Top')).data;
    const mid = (await addClass(admin, 'Mid', top.classId)).data;
    const leaf = (await addClass(admin, 'Leaf', mid.classId)).data;
    const other = (await addClass(admin, 'Other')).data;
    const a1 = (await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(top.classId, { title: 'B top' }))).data;
    const a2 = (
      await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(leaf.classId, { title: 'A leaf', state: 'draft' }))
    ).data;
    await admin('POST', KNOWLEDGE_API.articleBase, article(other.classId, { title: 'C other' }));

    const list = (query: string) => admin<KnowledgeArticle[]>('GET', `${KNOWLEDGE_API.articleList}?${query}`);
    const sorted = await list(`classId=${top.classId}&orderByColumn=title&isAsc=asc`);
    expect(ids(sorted.data)).toEqual([a2.articleId, a1.articleId]);
    expect(sorted.total).toBe(2);
    expect(ids((await list(`classId=${mid.classId}`)).data)).toEqual([a2.articleId]);
    expect(ids((await list(`classId=${top.classId}&state=published`)).data)).toEqual([a1.articleId]);
    const paged = await list(`classId=${top.classId}&orderByColumn=title&isAsc=asc&page=2&limit=1`);
    expect(ids(paged.data)).toEqual([a1.articleId]);
    expect(paged.total).toBe(2);
  });

  it('are shown to the customers chosen: the other customer sees nothing, drafts stay with the writers', async () => {
    const admin = await as('admin', 'admin123');
    const db = t.database.db;
    const demo = await orgIdByCode(db, 'DEMO');
    const harbor = await orgIdByCode(db, 'HARBOR');
    await insertAccount(db, harbor, 'maintenance', { username: 'harborkb', password: 'pass12345' });
    const cls = (await addClass(admin, 'Visibility')).data;
    const forDemo = (
      await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(cls.classId, { allCustomers: false, orgIds: [demo] }))
    ).data;
    const forAll = (await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(cls.classId))).data;
    const draft = (await admin<KnowledgeArticle>('POST', KNOWLEDGE_API.articleBase, article(cls.classId, { state: 'draft' }))).data;
    expect(forDemo.customers).toEqual([{ orgId: demo, orgName: 'Demo Coffee Co.' }]);

    const ops = await as('ops', 'ops12345');
    const harborUser = await as('harborkb', 'pass12345');
    const listed = async (api: typeof ops) =>
      ids((await api<KnowledgeArticle[]>('GET', `${KNOWLEDGE_API.articleList}?classId=${cls.classId}`)).data);
    expect(new Set(await listed(admin))).toEqual(new Set([forDemo.articleId, forAll.articleId, draft.articleId]));
    expect(new Set(await listed(ops))).toEqual(new Set([forDemo.articleId, forAll.articleId]));
    expect(await listed(harborUser)).toEqual([forAll.articleId]);

    const opened = await ops<KnowledgeArticle>('GET', `${KNOWLEDGE_API.articleBase}/${forDemo.articleId}`);
    expect(opened.data.content).toBe('<p>Run the cleaning programme.</p>');
    // A reader learns nothing of the other customers an article goes to.
    expect(opened.data.customers).toEqual([]);
    expect((await harborUser('GET', `${KNOWLEDGE_API.articleBase}/${forDemo.articleId}`)).status).toBe(404);
    expect((await ops('GET', `${KNOWLEDGE_API.articleBase}/${draft.articleId}`)).status).toBe(404);

    // Customers are required unless the article is for all, and must be customers.
    const none = await admin('POST', KNOWLEDGE_API.articleBase, article(cls.classId, { allCustomers: false, orgIds: [] }));
    expect(none.data).toEqual({ errors: [{ field: 'orgIds', message: none.result }] });
    const store = await orgIdByCode(db, 'DEMO-SH-01');
    const notCustomer = await admin('POST', KNOWLEDGE_API.articleBase, article(cls.classId, { allCustomers: false, orgIds: [store] }));
    expect(notCustomer.result).toBe('Only customers can be chosen to read an article.');
  });

  it('are written by platform accounts with the permission only; reading needs the permission', async () => {
    const admin = await as('admin', 'admin123');
    const cls = (await addClass(admin, 'Perms')).data;
    const ops = await as('ops', 'ops12345');
    // ops is a customer's account: even holding the permissions, it may not write the platform's knowledge base.
    expect((await ops('POST', KNOWLEDGE_API.articleBase, article(cls.classId))).status).toBe(403);
    expect((await ops('POST', KNOWLEDGE_API.classBase, { className: 'Mine' })).status).toBe(403);
    expect((await ops('DELETE', `${KNOWLEDGE_API.classBase}/${cls.classId}`)).status).toBe(403);

    await revokeFromRole(t.database.db, 'maintenance', [
      KNOWLEDGE_ARTICLE_PERMS.list,
      KNOWLEDGE_ARTICLE_PERMS.query,
      KNOWLEDGE_CLASS_PERMS.list,
    ]);
    t.app.callers.forgetAll();
    const without = await as('ops', 'ops12345');
    expect((await without('GET', KNOWLEDGE_API.articleList)).status).toBe(403);
    expect((await without('GET', KNOWLEDGE_API.classOptions)).status).toBe(403);
    expect((await without('GET', `${KNOWLEDGE_API.articleBase}/1`)).status).toBe(403);
  });

  it('answer bad input with a translated field error and change nothing (never a 5xx)', async () => {
    const admin = await as('admin', 'admin123');
    const cls = (await addClass(admin, 'Bad input')).data;
    const before = (await admin<KnowledgeArticle[]>('GET', `${KNOWLEDGE_API.articleList}?classId=${cls.classId}`)).total;
    const bad: unknown[] = [
      article(cls.classId, { title: '' }),
      article(cls.classId, { title: 'x'.repeat(101) }),
      article(999_999),
      article(cls.classId, { state: 'archived' }),
      article(cls.classId, { orgIds: ['x'] }),
      article(cls.classId, { content: 'x'.repeat(200_001) }),
      { classId: 'abc' },
      'not json',
    ];
    for (const payload of bad) expect((await admin('POST', KNOWLEDGE_API.articleBase, payload)).status).toBe(400);
    expect((await admin('POST', KNOWLEDGE_API.articleBase, article(999_999, { title: 'Otra' }), 'es')).result).toBe(
      'Elija una clasificación existente.',
    );
    expect((await admin('GET', `${KNOWLEDGE_API.articleList}?classId=-1`)).status).toBe(400);
    expect((await admin('GET', `${KNOWLEDGE_API.articleList}?orderByColumn=__proto__`)).status).toBeLessThan(500);
    expect((await admin('GET', `${KNOWLEDGE_API.articleBase}/2147483648`)).status).toBe(400);
    expect((await admin('PUT', KNOWLEDGE_API.articleBase, { ...article(cls.classId), articleId: 999_999 })).status).toBe(404);
    expect((await admin('PUT', KNOWLEDGE_API.classBase, { classId: 999_999, className: 'x' })).status).toBe(404);
    expect((await admin('POST', KNOWLEDGE_API.classBase, { className: ' ' })).status).toBe(400);
    expect((await admin<KnowledgeArticle[]>('GET', `${KNOWLEDGE_API.articleList}?classId=${cls.classId}`)).total).toBe(before);
  });
});

describe('images of an article', () => {
  const upload = (token: string, file: Buffer, filename: string, type: string) => {
    const { payload, contentType } = multipartForm([
      { name: 'file', value: file, filename, type },
      { name: 'dataEntity', value: 'editor' },
      { name: 'dataField', value: 'pic' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/Material',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
  };

  it('go through the editor’s upload checks: jpeg/png/gif by content, up to 5 MB, and stay in the content', async () => {
    const token = await t.login('admin', 'admin123');
    const fake = body(await upload(token, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'));
    expect(fake.result).toBe('Only JPG/PNG/GIF images are allowed');
    const big = body(await upload(token, pngOfSize(5 * MB + 1), 'big.png', 'image/png'));
    expect(big.result).toBe('File size must not exceed 5 MB!');
    const ok = body<{ url: string }>(await upload(token, PNG, 'ok.png', 'image/png'));
    expect(ok.status).toBe(1001);

    const admin = await as('admin', 'admin123');
    const cls = (await addClass(admin, 'Images')).data;
    const saved = await admin<KnowledgeArticle>(
      'POST',
      KNOWLEDGE_API.articleBase,
      article(cls.classId, { content: `<p>Look:</p><img src="${ok.data.url}">` }),
    );
    expect(saved.data.content).toBe(`<p>Look:</p><img src="${ok.data.url}" />`);
  });
});
