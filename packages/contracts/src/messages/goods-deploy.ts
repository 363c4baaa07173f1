/** Messages of the deployment of goods to the machines. */
export const goodsDeployMessages = {
  deployNothingToRollback: {
    en: 'Machine {deviceCode} has no earlier version to go back to.',
    zh: '设备 {deviceCode} 没有可回滚的上一版本',
    es: 'La máquina {deviceCode} no tiene una versión anterior a la que volver.',
    ja: '機械 {deviceCode} には戻せる前のバージョンがありません。',
  },
  rolloutNotStaged: {
    en: 'This rollout has already reached all its machines (or was rolled back).',
    zh: '该发布已覆盖全部设备（或已回滚）',
    es: 'Este despliegue ya llegó a todas sus máquinas (o se revirtió).',
    ja: 'このリリースは既に全台に配信済み（またはロールバック済み）です。',
  },
  rolloutNoDevices: {
    en: 'No machine in your scope sells this product.',
    zh: '您的数据范围内没有在售该商品的设备',
    es: 'Ninguna máquina de su ámbito vende este producto.',
    ja: '担当範囲にこの商品を販売している機械がありません。',
  },
  rolloutNoTemplateDevices: {
    en: 'No machine in your scope got its goods from this template last.',
    zh: '您的数据范围内没有最近一次从该模板获取商品的设备',
    es: 'Ninguna máquina de su ámbito recibió sus productos de esta plantilla por última vez.',
    ja: '担当範囲に、最後にこのテンプレートから商品を受け取った機械がありません。',
  },
  rolloutFirstNotInTarget: {
    en: 'The first stage may only name machines of the rollout.',
    zh: '首批设备必须属于本次发布的设备',
    es: 'La primera fase solo puede incluir máquinas del despliegue.',
    ja: '第 1 段階には、このリリースの機械だけを指定できます。',
  },
  rolloutOneCustomer: {
    en: 'A rollout covers the machines of one customer.',
    zh: '一次发布只能包含同一客户的设备',
    es: 'Un despliegue abarca las máquinas de un solo cliente.',
    ja: '1 つのリリースの対象は 1 顧客の機械だけです。',
  },
} as const;
