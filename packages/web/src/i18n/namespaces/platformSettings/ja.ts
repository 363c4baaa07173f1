import type en from './en';

/** Texts of System → Platform settings. */
const ja: typeof en = {
  field: {
    title: '製品タイトル',
    logo: 'ロゴ',
    defaultLanguage: '既定の言語',
    timeZone: 'タイムゾーン',
    currency: '通貨',
  },
  hint: {
    title: 'サインインページ、サイドバー、各ページタイトルの後ろ（「ページ - 製品タイトル」）に表示されます。',
    logo: 'サインインページと、所属顧客に独自のロゴがないユーザーのサイドバーに表示されます。',
    defaultLanguage: 'ユーザーもブラウザーも対応言語を指定していない場合に使用します。',
    timeZone: '売上と帳票の営業日（IANA 名、例: Asia/Tokyo）。',
    currency: 'ISO 4217 コード。',
  },
  saved: 'プラットフォーム設定を保存しました',
};
export default ja;
