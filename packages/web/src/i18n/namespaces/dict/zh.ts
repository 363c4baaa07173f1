import type en from './en';

const zh: typeof en = {
  typeName: '字典类型',
  dataName: '字典数据',
  field: {
    dictId: '字典编号',
    dictName: '字典名称',
    dictType: '字典类型',
    dictCode: '字典编码',
    dictLabel: '数据标签',
    dictValue: '数据键值',
    dictSort: '显示排序',
    listClass: '回显样式',
    cssClass: '样式属性',
    labels: '各语言标签',
    labelZh: '中文',
    labelEn: '英文',
    labelEs: '西班牙文',
    labelJa: '日文',
    builtIn: '系统内置',
  },
  hint: {
    dictType: '字母、数字和下划线，以字母开头（如 cup_size）。',
    labels: '在对应语言下显示；留空则显示数据标签。',
    sort: '留空即为 100。',
  },
  action: {
    data: '数据',
    back: '返回字典类型',
  },
};
export default zh;
