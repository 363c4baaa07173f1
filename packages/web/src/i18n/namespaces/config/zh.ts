import type en from './en';

const zh: typeof en = {
  name: '参数',
  field: {
    configId: '参数主键',
    configName: '参数名称',
    configKey: '参数键名',
    configValue: '参数键值',
    configType: '系统内置',
  },
  hint: {
    builtInKey: '内置参数的键名不能修改，且不能删除。',
  },
};
export default zh;
