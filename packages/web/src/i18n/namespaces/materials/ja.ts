import type en from './en';

const ja: typeof en = {
  entity: '原料',
  classEntity: '原料分類',
  field: {
    customer: '所属顧客',
    keyword: 'コードまたは名称',
    classKeyword: 'コードまたは名称',
    materialCode: '原料コード',
    name: '名称',
    nameZh: '中国語名',
    nameEn: '英語名',
    nameEs: 'スペイン語名',
    nameJa: '日本語名',
    classId: '分類',
    materialType: '種類',
    unit: '単位',
    netContent: '正味量',
    shelfLifeDays: '賞味期限（日）',
    costPrice: '原価',
    salePrice: '希望小売価格',
    storageTemp: '保存温度',
    accessoryCode: '付属品コード',
    picture: '画像',
    classCode: '分類コード',
    className: '分類名',
  },
  hint: {
    customer: '空欄の場合はご自身の顧客です。',
    code: '英大文字・数字・「-」・「_」。顧客内で一意です。',
    name: '中国語名か英語名のどちらかが必要です。',
  },
  type: {
    coffee_beans: 'コーヒー豆',
    accessories: '付属品',
    sugar: '砂糖',
    ice: '氷',
    milk: 'ミルク',
    water: '水',
    beer: 'ビール',
    other: 'その他',
  },
  unit: { g: 'グラム (g)', ml: 'ミリリットル (ml)', other: 'その他' },
  unitShort: { g: 'g', ml: 'ml' },
  accessory: { B: 'トッピング', N: 'カップ・フタ', S: '砂糖', I: '氷', M: 'ミルク', W: '水', P: 'ビール' },
};

export default ja;
