/** Texts of the dictionary screens. */
const en = {
  typeName: 'dictionary type',
  dataName: 'dictionary data',
  field: {
    dictId: 'ID',
    dictName: 'Dictionary name',
    dictType: 'Dictionary type',
    dictCode: 'Code',
    dictLabel: 'Data label',
    dictValue: 'Data value',
    dictSort: 'Sort',
    listClass: 'Tag style',
    cssClass: 'CSS class',
    labels: 'Labels by language',
    labelZh: 'Chinese',
    labelEn: 'English',
    labelEs: 'Spanish',
    labelJa: 'Japanese',
    builtIn: 'Built in',
  },
  hint: {
    dictType: 'Letters, digits and underscores, starting with a letter (e.g. cup_size).',
    labels: 'Shown in that language; blank ones show the data label.',
    sort: 'Blank means 100.',
  },
  action: {
    data: 'Data',
    back: 'Back to types',
  },
};
export default en;
