import type en from './en';

const zh: typeof en = {
  action: {
    search: '搜索',
    reset: '重置',
    add: '新增',
    edit: '修改',
    delete: '删除',
    save: '保存',
    cancel: '取消',
    confirm: '确定',
    close: '关闭',
    refresh: '刷新',
    export: '导出',
    import: '导入',
    more: '更多',
  },
  confirm: {
    delete: '确定删除所选数据吗？此操作无法撤销。',
  },
  result: {
    saved: '保存成功',
    deleted: '删除成功',
  },
};
export default zh;
