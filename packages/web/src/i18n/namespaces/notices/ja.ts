/** Texts of System → Notices, the header bell and the rich-text editor. */
import type en from './en';

const ja: typeof en = {
  entity: 'お知らせ',
  field: {
    noticeTitle: 'タイトル',
    noticeType: '種別',
    noticeContent: '内容',
    status: '状態',
    targets: '対象組織',
    createBy: '作成者',
    createTime: '作成日時',
  },
  type: { notice: '通知', announcement: 'お知らせ' },
  status: { published: '公開中', closed: '終了' },
  everyone: '全員',
  hint: {
    targets: 'お知らせは選択した組織とその配下に届きます。空欄の場合は全員に届きます（プラットフォーム管理者のみ）。',
    status: '公開中のお知らせだけが読者に届きます。',
  },
  bell: {
    label: 'お知らせ',
    empty: '未読のお知らせはありません',
    unread_one: '未読 {{count}} 件',
    unread_other: '未読 {{count}} 件',
    read: '既読',
  },
  preview: 'プレビュー',
  editor: {
    bold: '太字',
    italic: '斜体',
    underline: '下線',
    bulleted: '箇条書き',
    numbered: '番号付きリスト',
    link: 'リンク',
    linkPrompt: 'リンク先（http:// または https://）',
    linkInvalid: 'http:// または https:// で始まるアドレスを入力してください',
    image: '画像',
    clear: '書式をクリア',
    placeholder: 'お知らせを入力…',
  },
};
export default ja;
