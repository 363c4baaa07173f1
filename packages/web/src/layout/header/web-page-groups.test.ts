import { describe, expect, it } from 'vitest';
import { groupByCustomer } from './web-page-groups';

const link = (pageId: number, pageName: string, orgId: number, orgName: string) => ({
  pageId,
  pageName,
  pageLink: `https://example.com/${pageId}`,
  orgId,
  orgName,
});

describe('header web page links', () => {
  it('groups the links by customer, keeping the list order', () => {
    const groups = groupByCustomer([
      link(1, 'Sales board', 2, 'Demo Coffee Co.'),
      link(2, 'Sales board', 3, 'Harbor Drinks Ltd.'),
      link(3, 'Supplier portal', 2, 'Demo Coffee Co.'),
    ]);
    expect(groups.map((g) => [g.orgName, g.pages.map((p) => p.pageId)])).toEqual([
      ['Demo Coffee Co.', [1, 3]],
      ['Harbor Drinks Ltd.', [2]],
    ]);
  });
});
