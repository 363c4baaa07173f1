/** Texts of Reports → Export download. */
const en = {
  title: 'Export download',
  field: {
    kind: 'Export',
    state: 'State',
    progress: 'Progress',
    rowCount: 'Rows',
    byteSize: 'Size',
    requester: 'Asked by',
    createdAt: 'Asked at',
    finishedAt: 'Finished at',
    expiresAt: 'Kept until',
    fileName: 'File',
    timeRange: 'Asked between',
  },
  rows_one: '{{count}} row',
  rows_other: '{{count}} rows',
  progressOf: '{{done}} of {{total}}',
  failed: 'Export failed: {{reason}}',
  action: { download: 'Download' },
  entity: 'export',
};
export default en;
