import type en from './en';

/** Texts of System → Mobile operation config. */
const zh: typeof en = {
  customer: '客户',
  chooseCustomer: '请选择要配置的客户。',
  client: { maintenance: '运维 App', applet: 'B 端小程序' },
  field: {
    order: '顺序',
    function: '功能',
    title: '显示名称',
    icon: '图标',
    visible: '显示',
  },
  titlePlaceholder: '默认：{{title}}',
  moveUp: '上移',
  moveDown: '下移',
  drag: '拖动排序',
  customised: '已自定义',
  defaults: '使用默认配置',
  reset: '恢复默认',
  confirmReset: '恢复{{customer}}的{{client}}默认功能？当前的顺序、名称和图标将被丢弃。',
  resetDone: '已恢复默认',
  unsaved: '有未保存的修改',
  preview: '预览',
  nothingShown: '没有显示任何功能。',
};
export default zh;
