import type en from './en';

const zh: typeof en = {
  title: '在线用户',
  field: {
    sessionId: '会话编号',
    userName: '登录名称',
    org: '组织',
    ipaddr: '主机',
    browser: '浏览器',
    os: '操作系统',
    loginTime: '登录时间',
    lastAccessTime: '最近访问',
  },
  forceLogout: '强退',
  confirm: '是否确认强退用户“{{name}}”？其下一次请求将要求重新登录。',
  confirmOwn: '这是您自己的会话：下一次操作时您将被退出登录。是否确认强退？',
  you: '本人',
  hint: '所有在线会话，按最近访问排序。强退会立即结束会话，该用户的下一次请求会提示会话已过期。',
};
export default zh;
