import type en from './en';

const zh: typeof en = {
  title: '网页管理',
  entity: '网页',
  field: {
    pageId: '编号',
    pageName: '页面名称',
    pageLink: '页面链接',
    customer: '所属客户',
    sort: '显示顺序',
    updatedAt: '更新时间',
  },
  hint: {
    customer: '留空则添加到您所属的客户。',
    pageLink: '以 http:// 或 https:// 开头的完整地址，在新标签页中打开。',
    sort: '数字越小越靠前，留空为 100。',
  },
  open: '打开',
};
export default zh;
