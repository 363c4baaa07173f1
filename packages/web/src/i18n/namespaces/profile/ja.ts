import type en from './en';

const ja: typeof en = {
  title: 'プロフィール',
  card: {
    me: '自分の情報',
    edit: '編集',
  },
  tab: {
    info: '基本情報',
    password: 'パスワード変更',
  },
  field: {
    username: 'アカウント',
    employeeName: '従業員名',
    phone: '電話番号',
    email: 'メールアドレス',
    gender: '性別',
    org: '所属組織',
    roles: 'ロール',
    createdAt: '作成日',
    lastLogin: '最終サインイン',
    oldPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    confirmPassword: 'パスワード（確認）',
    avatar: 'アバター',
  },
  hint: {
    newPassword: '5〜20 文字。他のセッションはサインアウトされます。',
    avatar: 'アップロードするとすぐに使用されます。',
  },
  action: {
    saveInfo: '保存',
    changePassword: 'パスワードを変更',
  },
  result: {
    saved: 'プロフィールを保存しました。',
    avatarSaved: 'アバターを変更しました。',
  },
};
export default ja;
