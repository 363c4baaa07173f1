import { z } from 'zod';
import { listParamsSchema } from './list.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { addMissingFieldLabels } from './messages/access-labels.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX } from './input.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Customer-defined web page links (/api/WebPage/*, header dropdown). */
export const WEB_PAGE_API = {
  list: '/api/WebPage/list',
  detail: '/api/WebPage/detail',
  delete: '/api/WebPage/delete',
  save: '/api/WebPage/save',
} as const;

export const WEB_PAGE_PERMS = screenPermissions('system:webpage', ['list', 'query', 'add', 'edit', 'remove']);

export const WEB_PAGE_LIMITS = { pageName: 50, pageLink: 500, sortMax: 9999, defaultSort: 100 } as const;

/** The header dropdown asks for this many links at once. */
export const WEB_PAGE_DROPDOWN_LIMIT = 1000;

addRuleMessages(messageGroup('webPage.rule.'));

addFieldLabels(messageGroup('webPage.field.'));

// A generic name other forms label too: only added when nobody has.
addMissingFieldLabels(messageGroup('webPage.genericField.'));

/** True for an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A form-encoded field that may arrive empty: '' means absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, dbId().optional());

/** GET /api/WebPage/list. */
export const webPageListSchema = listParamsSchema.extend({
  orgId: optionalId,
  pageName: z.string().trim().max(WEB_PAGE_LIMITS.pageName).optional(),
});
export type WebPageListQuery = z.infer<typeof webPageListSchema>;

export const webPageIdSchema = z.object({ pageId: dbId() });

/** POST /api/WebPage/save (form-encoded); without `pageId` a new page is created. */
export const webPageSaveSchema = z.object({
  pageId: optionalId,
  pageName: z.string().trim().min(1).max(WEB_PAGE_LIMITS.pageName),
  pageLink: z.string().trim().min(1).max(WEB_PAGE_LIMITS.pageLink).refine(isHttpUrl, { message: 'httpUrl' }),
  /** The customer the link belongs to; a customer's own staff may leave it out (their customer). */
  orgId: optionalId,
  /** Display order; 100 when blank. */
  sort: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(INT4_MAX).max(WEB_PAGE_LIMITS.sortMax).optional()),
});
export type WebPageSaveInput = z.input<typeof webPageSaveSchema>;

/** One link as the list and the detail answer it. */
export interface WebPage {
  pageId: number;
  pageName: string;
  pageLink: string;
  orgId: number;
  orgName: string;
  sort: number;
  createdAt: string;
  updatedAt: string;
}

export type WebPageQuery = ListFilters<WebPageListQuery>;

export const WEB_PAGE_ENDPOINTS = {
  list: listEndpoint<WebPageQuery, WebPage>(WEB_PAGE_API.list),
} as const;
