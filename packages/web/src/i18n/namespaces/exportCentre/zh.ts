import type en from './en';

const zh: typeof en = {
  title: '导出下载',
  field: {
    kind: '导出内容',
    state: '状态',
    progress: '进度',
    rowCount: '行数',
    byteSize: '大小',
    requester: '导出人',
    createdAt: '创建时间',
    finishedAt: '完成时间',
    expiresAt: '保留至',
    fileName: '文件名',
    timeRange: '创建时间',
  },
  rows_one: '{{count}} 行',
  rows_other: '{{count}} 行',
  progressOf: '{{done}} / {{total}}',
  failed: '导出失败：{{reason}}',
  action: { download: '下载' },
  entity: '导出任务',
};
export default zh;
