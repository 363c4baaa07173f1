import type en from './en';

const ja: typeof en = {
  title: 'クライアントエラーログ',
  entity: 'エラー報告',
  field: {
    time: '日時',
    source: '検出方法',
    message: 'メッセージ',
    user: 'ユーザー',
    org: '組織',
    url: 'ページ',
    userAgent: 'ブラウザー',
    ip: 'IP',
    stack: 'スタック',
    componentStack: 'コンポーネントスタック',
    range: '報告日時',
  },
  source: {
    boundary: 'エラーバウンダリ',
    window: 'ウィンドウエラー',
    promise: '未処理の Promise',
  },
  noStack: 'スタックは報告されていません。',
};
export default ja;
