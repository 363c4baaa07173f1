import type en from './en';

/** Texts of System → Platform settings. */
const zh: typeof en = {
  field: {
    title: '产品标题',
    logo: '标志',
    defaultLanguage: '默认语言',
    timeZone: '时区',
    currency: '币种',
  },
  hint: {
    title: '显示在登录页、侧边栏以及每个页面标题之后（“页面 - 产品标题”）。',
    logo: '显示在登录页，以及所属客户没有自己标志的用户的侧边栏中。',
    defaultLanguage: '当用户和浏览器都没有指定支持的语言时使用。',
    timeZone: '销售数据和报表的营业日（IANA 名称，如 Asia/Shanghai）。',
    currency: 'ISO 4217 代码。',
  },
  saved: '平台设置已保存',
};
export default zh;
