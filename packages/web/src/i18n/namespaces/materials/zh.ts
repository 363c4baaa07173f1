import type en from './en';

const zh: typeof en = {
  entity: '原料',
  classEntity: '原料分类',
  field: {
    customer: '所属客户',
    keyword: '编码或名称',
    classKeyword: '编码或名称',
    materialCode: '原料编码',
    name: '名称',
    nameZh: '中文名称',
    nameEn: '英文名称',
    nameEs: '西班牙文名称',
    nameJa: '日文名称',
    classId: '原料分类',
    materialType: '原料类型',
    unit: '单位',
    netContent: '净含量',
    shelfLifeDays: '保质期（天）',
    costPrice: '成本价',
    salePrice: '建议售价',
    storageTemp: '储存温度',
    accessoryCode: '辅料编码',
    picture: '图片',
    classCode: '分类编码',
    className: '分类名称',
  },
  hint: {
    customer: '不填则为您所在的客户',
    code: '大写字母、数字、"-" 和 "_"，在客户内唯一',
    name: '中文名称和英文名称至少填写一个',
  },
  type: {
    coffee_beans: '咖啡豆',
    accessories: '辅料',
    sugar: '糖',
    ice: '冰',
    milk: '奶',
    water: '水',
    beer: '啤酒',
    other: '其他',
  },
  unit: { g: '克 (g)', ml: '毫升 (ml)', other: '其他' },
  unitShort: { g: 'g', ml: 'ml' },
  accessory: { B: '小料', N: '杯盖', S: '糖', I: '冰', M: '奶', W: '水', P: '啤酒' },
};

export default zh;
