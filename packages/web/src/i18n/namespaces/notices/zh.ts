/** Texts of System → Notices, the header bell and the rich-text editor. */
import type en from './en';

const zh: typeof en = {
  entity: '公告',
  field: {
    noticeTitle: '标题',
    noticeType: '类型',
    noticeContent: '内容',
    status: '状态',
    targets: '目标组织',
    createBy: '创建者',
    createTime: '创建时间',
  },
  type: { notice: '通知', announcement: '公告' },
  status: { published: '已发布', closed: '已关闭' },
  everyone: '所有人',
  hint: {
    targets: '公告发送给所选组织及其下级。留空则发送给所有人（仅平台管理员）。',
    status: '只有已发布的公告才会送达读者。',
  },
  bell: {
    label: '通知公告',
    empty: '没有未读公告',
    unread_one: '{{count}} 条未读',
    unread_other: '{{count}} 条未读',
    read: '已读',
  },
  preview: '预览',
  editor: {
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    bulleted: '无序列表',
    numbered: '有序列表',
    link: '链接',
    linkPrompt: '链接地址（http:// 或 https://）',
    linkInvalid: '请输入以 http:// 或 https:// 开头的地址',
    image: '图片',
    clear: '清除格式',
    placeholder: '请输入公告内容…',
  },
};
export default zh;
