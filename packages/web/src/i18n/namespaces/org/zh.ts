import type en from './en';

const zh: typeof en = {
  label: '所属组织',
  placeholder: '请选择组织',
  search: '搜索组织',
  loadMore: '加载更多',
  noMatch: '没有匹配的组织',
  all: '全部组织',
  kind: {
    platform: '平台',
    customer: '客户',
    department: '部门',
    store: '门店',
  },
};
export default zh;
