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
};

export default zh;
