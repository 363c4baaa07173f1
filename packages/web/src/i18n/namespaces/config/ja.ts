import type en from './en';

const ja: typeof en = {
  name: 'パラメータ',
  field: {
    configId: 'パラメータ ID',
    configName: 'パラメータ名',
    configKey: 'パラメータキー',
    configValue: 'パラメータ値',
    configType: '組み込み',
  },
  hint: {
    builtInKey: '組み込みパラメータのキーは変更できず、削除もできません。',
  },
};
export default ja;
