import type en from './en';

/** Texts of System → Theme colours. */
const zh: typeof en = {
  entity: '主题',
  field: {
    themeName: '主题名称',
    themeColor: '颜色',
    customer: '客户',
    isDefault: '默认',
    sort: '显示排序',
    updateTime: '更新时间',
  },
  hint: {
    customer: '留空则添加到您自己的客户。',
    themeColor: '十六进制颜色代码，如 #1890ff。',
    isDefault: '客户的用户登录时应用默认主题，除非用户自己选择了颜色。',
    sort: '数字小的排在前面；留空为 100。',
  },
  setDefault: '设为默认',
  defaultTag: '默认',
  confirmSetDefault: '将“{{name}}”设为{{customer}}的默认主题？',
  defaultSet: '默认主题已更改',
};
export default zh;
