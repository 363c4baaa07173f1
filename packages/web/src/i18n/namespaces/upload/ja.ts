import type en from './en';

const ja: typeof en = {
  upload: 'アップロード',
  uploading: 'アップロード中…',
  preview: 'プレビュー',
  remove: '削除',
  hint: '{{types}}、{{size}} MB まで',
  hintCount_one: '{{types}}、{{size}} MB まで、最大 {{count}} 件',
  hintCount_other: '{{types}}、{{size}} MB まで、最大 {{count}} 件',
  tooMany_one: '追加できるファイルは最大 {{count}} 件です。',
  tooMany_other: '追加できるファイルは最大 {{count}} 件です。',
  failed: 'アップロードに失敗しました',
};
export default ja;
