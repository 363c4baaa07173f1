import type { Resources } from './en';

const zh: Resources = {
  app: {
    name: 'Vending Retail',
    tagline: '智能售货机联网运营管理后台',
    loading: '加载中…',
  },
  route: {
    login: '登录',
    authRedirect: '正在登录',
    dashboard: '首页',
    notFound: '页面不存在',
    unauthorized: '无权访问',
    redirect: '正在跳转',
  },
  lang: {
    label: '语言',
  },
  login: {
    title: '账号登录',
    username: '账号',
    password: '密码',
    code: '验证码',
    captchaAlt: '验证码图片',
    captchaRefresh: '点击图片更换验证码',
    captchaLoading: '验证码加载中…',
    submit: '登 录',
    footer: 'Vending Retail 管理后台',
  },
  layout: {
    userMenu: '账号菜单',
    logout: '退出登录',
  },
  dashboard: {
    greeting: '欢迎回来，{{name}}',
    organisation: '当前所属组织：{{org}}',
    account: '账号',
    roles: '角色',
    email: '邮箱',
    none: '—',
  },
  error: {
    notFoundTitle: '404',
    notFound: '抱歉，您访问的页面不存在。',
    unauthorizedTitle: '401',
    unauthorized: '抱歉，您无权访问此页面。',
    crashTitle: '页面出错了',
    crash: '页面无法显示，请重试或返回首页。',
    backHome: '返回首页',
    reload: '重新加载',
  },
  innerLink: {
    loading: '页面加载中…',
  },
};

export default zh;
