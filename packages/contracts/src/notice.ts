import { z } from 'zod';
import { statusSchema } from './dict.js';
import { listParamsSchema } from './list.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { addFieldLabels } from './validation.js';
import { dbId } from './input.js';
import { messageGroup } from './messages.js';
import { screenPermissions } from './permissions.js';

/** System notices (title 1-50, type required); RuoYi-style routes. */
export const NOTICE_API = {
  list: '/admin/system/notice/list',
  base: '/admin/system/notice',
  /** Count and latest unread notices of the signed-in user (the header bell). */
  unread: '/admin/system/notice/unread',
  /** GET /view/{id}: a published notice addressed to the caller (any signed-in user). */
  view: '/admin/system/notice/view',
  /** POST /read/{id}: marks it read for the caller. */
  read: '/admin/system/notice/read',
} as const;

export const NOTICE_PERMS = screenPermissions('system:notice', ['list', 'query', 'add', 'edit', 'remove']);

export const NOTICE_LIMITS = { title: 50, content: 50_000, targets: 200, latest: 5 } as const;
export const NOTICE_TYPES = ['notice', 'announcement'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** 0 published (shown to its recipients), 1 closed. */
export const NOTICE_STATUSES = [0, 1] as const;

const ids = z.array(dbId()).max(NOTICE_LIMITS.targets);

export const noticeSchema = z.object({
  noticeTitle: z.string().trim().min(1).max(NOTICE_LIMITS.title),
  noticeType: z.enum(NOTICE_TYPES),
  /** Rich text; the server sanitises it (allow-list) before storing. */
  noticeContent: z.string().max(NOTICE_LIMITS.content).optional().nullable(),
  status: statusSchema.default(0),
  /** Organisations addressed (each with its subtree); empty = everyone (platform administrators only). */
  orgIds: ids.default([]),
});
export type NoticeInput = z.input<typeof noticeSchema>;
export const noticeUpdateSchema = noticeSchema.extend({ noticeId: dbId() });

export const noticeQuerySchema = listParamsSchema.extend({
  noticeTitle: z.string().trim().max(NOTICE_LIMITS.title).optional(),
  noticeType: z.enum(NOTICE_TYPES).optional(),
  status: statusSchema.optional(),
  createBy: z.string().trim().max(50).optional(),
});

export interface NoticeTarget {
  orgId: number;
  orgName: string;
}

export interface SysNotice {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  noticeContent: string | null;
  status: number;
  orgId: number;
  targets: NoticeTarget[];
  createBy: string | null;
  createTime: string;
  updateTime: string;
}

/** What the header bell shows. */
export interface UnreadNotices {
  count: number;
  latest: Array<Pick<SysNotice, 'noticeId' | 'noticeTitle' | 'noticeType' | 'createTime'>>;
}

addFieldLabels(messageGroup('notice.field.'));

export type NoticeQuery = ListFilters<z.infer<typeof noticeQuerySchema>>;

export const NOTICE_ENDPOINTS = {
  list: listEndpoint<NoticeQuery, SysNotice>(NOTICE_API.list),
} as const;
