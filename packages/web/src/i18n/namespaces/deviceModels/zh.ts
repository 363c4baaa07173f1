import type en from './en';

const zh: typeof en = {
  title: '设备型号',
  entity: '设备型号',
  field: {
    modelCode: '型号编码',
    modelName: '型号名称',
    keyword: '编码或名称',
    nameZh: '名称（中文）',
    nameEn: '名称（英文）',
    nameEs: '名称（西班牙文）',
    nameJa: '名称（日文）',
    modelKind: '设备类别',
    cupCapacity: '杯数容量',
    customer: '所属客户',
    status: '状态',
    remark: '备注',
    containers: '料盒',
    containerNo: '编号',
    materialCode: '物料',
    capacity: '容量',
    createTime: '创建时间',
  },
  kind: {
    coffee: '咖啡',
    milk_tea: '奶茶',
    beer: '啤酒',
    water: '饮用水',
    juice: '果汁',
    ice_cream: '冰淇淋',
    other: '其他',
  },
  shared: '所有客户',
  hint: {
    customer: '留空表示所有客户均可使用（仅平台管理员）',
    containers: '每行一个料盒：编号、所装原料（商品管理 → 原料管理中的编码）和容量',
  },
  action: {
    addContainer: '添加料盒',
    removeContainer: '移除',
  },
  select: {
    model: '请选择设备型号',
  },
};
export default zh;
