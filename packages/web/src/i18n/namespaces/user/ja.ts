import type en from './en';

const ja: typeof en = {
  name: 'アカウント',
  field: {
    userId: 'アカウント ID',
    username: 'ログインアカウント',
    employeeName: '従業員名',
    orgId: '所属組織',
    clientId: '顧客',
    roleIds: 'ロール',
    position: '役職',
    gender: '性別',
    phone: '電話番号',
    email: 'メール',
    password: 'パスワード',
    confirmPassword: 'パスワード（確認）',
    deviceScope: 'デバイス権限',
    healthCertificates: '健康証明書',
    trainings: '研修記録',
    trainingName: '研修名',
    trainingContent: '内容',
    trainingTime: '日付',
    lastLogin: '最終ログイン',
  },
  device: {
    all: 'すべてのデバイス（新しいデバイスは自動で付与）',
    selected: '選択したデバイス',
  },
  notBound: 'ログインアカウントなし',
  action: {
    resetPwd: 'パスワード再設定',
    bindLogin: 'ログインを作成',
    addTraining: '研修記録を追加',
  },
  title: {
    resetPwd: '{{name}} のパスワードを再設定',
    bindLogin: '{{name}} のログインアカウント',
  },
  hint: {
    clientId: '空欄の場合は組織が属する顧客です。',
    selectedDevices: 'デバイスの選択肢はデバイス画面とともに提供されます。選択は今保存されます。',
    healthCertificates: 'JPG・PNG・GIF、各 2 MB まで、最大 10 枚。',
    builtInAdmin: '組み込みの管理者は無効化・削除できません。',
    self: '自分のアカウントは無効化・削除できません。',
  },
  confirm: {
    disable: 'アカウント「{{name}}」を無効にしますか？すぐにサインアウトされます。',
    enable: 'アカウント「{{name}}」を有効にしますか？',
  },
  result: {
    passwordReset: 'パスワードを変更し、このアカウントの他のセッションを終了しました。',
  },
};
export default ja;
