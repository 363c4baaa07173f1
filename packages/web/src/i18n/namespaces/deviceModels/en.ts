/** Texts of Devices → Device models and the model select. */
const en = {
  title: 'Device models',
  entity: 'device model',
  field: {
    modelCode: 'Model code',
    modelName: 'Model name',
    keyword: 'Code or name',
    nameZh: 'Name (Chinese)',
    nameEn: 'Name (English)',
    nameEs: 'Name (Spanish)',
    nameJa: 'Name (Japanese)',
    modelKind: 'Kind',
    cupCapacity: 'Cup capacity',
    customer: 'Customer',
    status: 'Status',
    remark: 'Remark',
    containers: 'Containers',
    containerNo: 'No.',
    materialCode: 'Material',
    capacity: 'Capacity',
    createTime: 'Created',
  },
  kind: {
    coffee: 'Coffee',
    milk_tea: 'Milk tea',
    beer: 'Beer',
    water: 'Water',
    juice: 'Juice',
    ice_cream: 'Ice cream',
    other: 'Other',
  },
  shared: 'All customers',
  hint: {
    customer: 'Leave empty to offer the model to every customer (platform administrators only).',
    containers:
      'One row per container of the machine: its number, the raw material it holds (Goods → Raw materials, by code) and its capacity.',
  },
  action: {
    addContainer: 'Add container',
    removeContainer: 'Remove',
  },
  select: {
    model: 'Select a device model',
  },
};
export default en;
