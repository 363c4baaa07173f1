import type en from './en';

const zh: typeof en = {
  section: { steps: '出料步骤', cupSizes: '杯型', tastes: '口味分类' },
  field: {
    pourOrder: '出料顺序',
    materialCode: '原料',
    water: '水量（ml）',
    amount: '用量',
    size: '杯型',
    extraPrice: '加价',
    tasteName: '分类名称',
    required: '必选',
    multiple: '多选',
    sort: '排序',
    optionCode: '编码',
    optionName: '名称',
    isDefault: '默认',
  },
  hint: {
    cupSize: 'S、M、L、XL 或自定义（如 500ml）。',
    freshRecipe: '现制商品至少需要一个出料步骤和一个杯型。',
  },
  action: { addStep: '添加步骤', addCupSize: '添加杯型', addTaste: '添加口味分类', addOption: '添加选项', remove: '移除' },
  empty: { steps: '暂无出料步骤。', cupSizes: '暂无杯型。', tastes: '暂无口味分类。' },
};

export default zh;
