import { z } from 'zod';
import { listParamsSchema } from './list.js';
import { INT4_MAX } from './input.js';

/** Kinds of organisation-tree nodes: platform → customers → departments/stores. */
export const ORG_KINDS = ['platform', 'customer', 'department', 'store'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** The organisation select searches 800 ms after the last key, 50 matches a page. */
export const ORG_SELECT_DEBOUNCE_MS = 800;
export const ORG_SELECT_PAGE_SIZE = 50;
/** Organisation keys expanded by default (the platform and the seed's third node). */
export const ORG_DEFAULT_EXPANDED_KEYS: readonly number[] = [1, 3];

/** Organisation calls, served exactly as the original client names them. */
export const ORG_API = {
  list: '/api/Org/list',
  tree: '/api/Org/tree',
  treeV2: '/api/Org/tree/v2',
  report: '/api/orgReport/pageList',
} as const;

/** An organisation tree node: the answer of GET /api/Org/tree/v2. */
export interface OrgTreeNode {
  orgId: number;
  orgName: string;
  children?: OrgTreeNode[];
}

/** A node of GET /api/Org/tree: the v2 node with kind, code, parent and status. */
export interface OrgNode extends OrgTreeNode {
  parentId: number;
  kind: OrgKind;
  code: string | null;
  status: number;
  children?: OrgNode[];
}

/** A row of GET /api/Org/list. */
export interface OrgListRow {
  orgId: number;
  orgName: string;
  parentId: number;
  kind: OrgKind;
  code: string | null;
  path: string;
  status: number;
}

const optionalName = z.string().trim().max(100).optional();
const kindFilter = z.enum(ORG_KINDS).optional();

/**
 * GET /api/Org/tree/v2: the caller's organisations as a tree. With `orgName`, or with `page`/`limit`,
 * the matches are paged (ordered by path) and the answer is the tree of that page's matches and
 * their ancestors within the caller's scope; `total` is the number of matches.
 */
export const orgTreeQuerySchema = z.object({
  orgName: optionalName,
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export type OrgTreeQuery = z.infer<typeof orgTreeQuerySchema>;

/** GET /api/Org/list: `isApplet` is accepted (the seed's client sends 1) and changes nothing. */
export const orgListQuerySchema = listParamsSchema.extend({
  isApplet: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  orgName: optionalName,
  kind: kindFilter,
});
export type OrgListQuery = z.infer<typeof orgListQuerySchema>;

/** GET /api/orgReport/pageList: sortable by orgName, kind, childCount, userCount, createTime. */
export const orgReportQuerySchema = listParamsSchema.extend({
  orgName: optionalName,
  kind: kindFilter,
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
});
export type OrgReportQuery = z.infer<typeof orgReportQuerySchema>;

/**
 * A row of the organisation report: each organisation with its place in the tree and how much
 * hangs below it. `userCount` and `deviceCount` count accounts and devices in the organisation
 * and all below it.
 */
export interface OrgReportRow {
  orgId: number;
  orgName: string;
  kind: OrgKind;
  code: string | null;
  parentId: number;
  parentName: string | null;
  /** 1 for the platform, 2 for customers, … */
  level: number;
  childCount: number;
  descendantCount: number;
  userCount: number;
  deviceCount: number;
  status: number;
  createTime: string;
}
