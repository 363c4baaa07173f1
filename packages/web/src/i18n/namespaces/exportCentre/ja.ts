import type en from './en';

const ja: typeof en = {
  title: 'エクスポートのダウンロード',
  field: {
    kind: 'エクスポート',
    state: '状態',
    progress: '進捗',
    rowCount: '行数',
    byteSize: 'サイズ',
    requester: '依頼者',
    createdAt: '依頼日時',
    finishedAt: '完了日時',
    expiresAt: '保存期限',
    fileName: 'ファイル',
    timeRange: '依頼期間',
  },
  rows_one: '{{count}} 行',
  rows_other: '{{count}} 行',
  progressOf: '{{done}} / {{total}}',
  failed: 'エクスポートに失敗しました：{{reason}}',
  action: { download: 'ダウンロード' },
  entity: 'エクスポート',
};
export default ja;
