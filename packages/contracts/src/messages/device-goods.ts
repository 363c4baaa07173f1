/** Messages of each machine's goods and of product templates. */
export const deviceGoodsMessages = {
  deviceGoodsProductNotFit: {
    en: 'This product does not fit the model of the machine.',
    zh: '该商品不适用于此设备的机型',
    es: 'Este producto no es apto para el modelo de la máquina.',
    ja: 'この商品は機械の機種に対応していません。',
  },
  deviceGoodsProductOtherCustomer: {
    en: 'This product belongs to another customer than the machine.',
    zh: '该商品与设备不属于同一客户',
    es: 'Este producto pertenece a otro cliente distinto del de la máquina.',
    ja: 'この商品は機械とは別の顧客のものです。',
  },
  deviceGoodsNoModel: {
    en: 'The machine has no model yet; set its model first.',
    zh: '该设备尚未设置机型，请先设置机型',
    es: 'La máquina aún no tiene modelo; asígnele uno primero.',
    ja: 'この機械には機種が未設定です。先に機種を設定してください。',
  },
  deviceGoodsFinishedOnly: {
    en: 'Cargo lanes hold finished goods only.',
    zh: '货道只能放置成品商品',
    es: 'Los carriles solo admiten productos terminados.',
    ja: 'レーンには完成品のみ置けます。',
  },
  deviceGoodsOtherModel: {
    en: 'Machine {deviceCode} is of another model; goods copy only to machines of the same model.',
    zh: '设备 {deviceCode} 的机型不同，商品只能复制到同机型的设备',
    es: 'La máquina {deviceCode} es de otro modelo; los productos solo se copian a máquinas del mismo modelo.',
    ja: '機械 {deviceCode} は別の機種です。商品は同じ機種の機械にのみコピーできます。',
  },
  deviceGoodsCopyToItself: {
    en: 'Choose machines other than the one copied from.',
    zh: '请选择复制来源以外的设备',
    es: 'Elija máquinas distintas de la de origen.',
    ja: 'コピー元以外の機械を選んでください。',
  },
  deviceGoodsNotSold: {
    en: 'Machine {deviceCode} does not sell this product.',
    zh: '设备 {deviceCode} 未售卖该商品',
    es: 'La máquina {deviceCode} no vende este producto.',
    ja: '機械 {deviceCode} はこの商品を販売していません。',
  },
  accessoryMaterialUnknown: {
    en: 'The customer has no raw material with code {materialCode}.',
    zh: '该客户没有编码为 {materialCode} 的原料',
    es: 'El cliente no tiene ningún material con el código {materialCode}.',
    ja: 'この顧客にはコード {materialCode} の原料がありません。',
  },
  templateNameExists: {
    en: 'The customer already has a template named {templateName}.',
    zh: '该客户已存在名为 {templateName} 的模板',
    es: 'El cliente ya tiene una plantilla llamada {templateName}.',
    ja: 'この顧客には既に {templateName} という名前のテンプレートがあります。',
  },
  templateOtherModel: {
    en: 'Machine {deviceCode} is not of the template’s model.',
    zh: '设备 {deviceCode} 不是该模板的适用机型',
    es: 'La máquina {deviceCode} no es del modelo de la plantilla.',
    ja: '機械 {deviceCode} はテンプレートの機種ではありません。',
  },
} as const;
