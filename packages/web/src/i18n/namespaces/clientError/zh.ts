import type en from './en';

const zh: typeof en = {
  title: '前端错误日志',
  entity: '错误记录',
  field: {
    time: '时间',
    source: '捕获方式',
    message: '错误信息',
    user: '用户',
    org: '所属组织',
    url: '页面',
    userAgent: '浏览器',
    ip: 'IP',
    stack: '堆栈',
    componentStack: '组件堆栈',
    range: '上报时间',
  },
  source: {
    boundary: '错误边界',
    window: '窗口错误',
    promise: '未处理的 Promise',
  },
  noStack: '未上报堆栈。',
};
export default zh;
