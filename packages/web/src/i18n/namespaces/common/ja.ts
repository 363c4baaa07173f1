import type en from './en';

const ja: typeof en = {
  action: {
    search: '検索',
    reset: 'リセット',
    add: '追加',
    edit: '編集',
    delete: '削除',
    save: '保存',
    cancel: 'キャンセル',
    confirm: 'OK',
    close: '閉じる',
    refresh: '更新',
    export: 'エクスポート',
    import: 'インポート',
    more: 'その他',
  },
  confirm: {
    delete: '選択した項目を削除しますか？元に戻せません。',
  },
  result: {
    saved: '保存しました',
    deleted: '削除しました',
  },
};
export default ja;
