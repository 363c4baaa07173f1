import type en from './en';

const zh: typeof en = {
  greeting: '欢迎回来，{{name}}',
  organisation: '您已登录到 {{org}}。',
  account: '账号',
  roles: '角色',
  email: '邮箱',
  none: '—',
  recent: {
    title: '最近访问',
    empty: '您打开的页面会显示在这里。',
  },
  shortcuts: {
    title: '我的菜单',
    empty: '您的角色尚未分配任何菜单。',
  },
};
export default zh;
