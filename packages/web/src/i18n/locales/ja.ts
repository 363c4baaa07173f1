import type { Resources } from './en';

const ja: Resources = {
  app: {
    name: 'Vending Retail',
    tagline: 'ネットワーク自販機の管理システム',
    loading: '読み込み中…',
  },
  route: {
    login: 'ログイン',
    authRedirect: 'ログイン中',
    dashboard: 'ホーム',
    notFound: 'ページが見つかりません',
    unauthorized: 'アクセス権がありません',
    redirect: 'リダイレクト中',
  },
  lang: {
    label: '言語',
  },
  login: {
    title: 'アカウントにログイン',
    username: 'アカウント',
    password: 'パスワード',
    code: '認証コード',
    captchaAlt: '認証コード画像',
    captchaRefresh: '画像をクリックすると新しいコードを表示します',
    captchaLoading: 'コードを読み込み中…',
    submit: 'ログイン',
    footer: 'Vending Retail 管理画面',
  },
  error: {
    notFoundTitle: '404',
    notFound: '申し訳ありません。お探しのページは存在しません。',
    unauthorizedTitle: '401',
    unauthorized: '申し訳ありません。このページを開く権限がありません。',
    crashTitle: 'エラーが発生しました',
    crash: 'ページを表示できませんでした。再試行するか、ホームに戻ってください。',
    backHome: 'ホームに戻る',
    reload: '再読み込み',
  },
};

export default ja;
