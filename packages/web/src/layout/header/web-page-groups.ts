import type { WebPage } from '@vr/contracts';

export type WebPageLink = Pick<WebPage, 'pageId' | 'pageName' | 'pageLink' | 'orgId' | 'orgName'>;

export interface WebPageGroup {
  orgId: number;
  orgName: string;
  pages: WebPageLink[];
}

/**
 * The links grouped by their customer, in the order the list gave them (customers in order of
 * their first link), so the same page name of two customers reads under each customer's name.
 */
export function groupByCustomer(links: readonly WebPageLink[]): WebPageGroup[] {
  const groups = new Map<number, WebPageGroup>();
  for (const link of links) {
    const group = groups.get(link.orgId) ?? { orgId: link.orgId, orgName: link.orgName, pages: [] };
    group.pages.push(link);
    groups.set(link.orgId, group);
  }
  return [...groups.values()];
}
