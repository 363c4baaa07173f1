import type en from './en';

const ja: typeof en = {
  title: 'オンラインユーザー',
  field: {
    sessionId: 'セッション',
    userName: 'アカウント',
    org: '組織',
    ipaddr: 'IP アドレス',
    browser: 'ブラウザー',
    os: 'OS',
    loginTime: 'サインイン',
    lastAccessTime: '最終アクセス',
  },
  forceLogout: '強制ログアウト',
  confirm: '「{{name}}」のセッションを今すぐ終了しますか？次のリクエストで再サインインが求められます。',
  confirmOwn: 'ご自身のセッションです。次の操作でサインアウトされます。終了しますか？',
  you: '自分',
  hint: 'すべての有効なセッション（最近アクセス順）。強制ログアウトするとセッションは即座に終了し、そのユーザーの次のリクエストでセッション期限切れの案内が表示されます。',
};
export default ja;
