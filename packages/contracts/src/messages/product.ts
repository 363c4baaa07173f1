/** Messages of products, their classifications and recipes, and of each machine's goods. */
export const productMessages = {
  productCodeExists: {
    en: 'The customer already has a product with code {productCode}.',
    zh: '该客户已存在编码为 {productCode} 的商品',
    es: 'El cliente ya tiene un producto con el código {productCode}.',
    ja: 'この顧客には既にコード {productCode} の商品があります。',
  },
  productClassCodeExists: {
    en: 'The customer already has a category with code {productClassCode}.',
    zh: '该客户已存在编码为 {productClassCode} 的商品分类',
    es: 'El cliente ya tiene una categoría con el código {productClassCode}.',
    ja: 'この顧客には既にコード {productClassCode} のカテゴリがあります。',
  },
  productClassInUse: {
    en: 'Products still use this category.',
    zh: '仍有商品使用该分类',
    es: 'Aún hay productos en esta categoría.',
    ja: 'このカテゴリを使用している商品があります。',
  },
  productClassOtherCustomer: {
    en: 'This category belongs to another customer.',
    zh: '该分类属于其他客户',
    es: 'Esta categoría pertenece a otro cliente.',
    ja: 'このカテゴリは別の顧客のものです。',
  },
  productInUse: {
    en: 'Machines or templates still use this product; take it off them first.',
    zh: '仍有设备或商品模板使用该商品，请先下架',
    es: 'Aún hay máquinas o plantillas que usan este producto; retírelo primero.',
    ja: 'この商品を使用中の機械またはテンプレートがあります。先に取り下げてください。',
  },
  productMaterialUnknown: {
    en: 'The customer has no raw material with code {materialCode}.',
    zh: '该客户没有编码为 {materialCode} 的原料',
    es: 'El cliente no tiene ningún material con el código {materialCode}.',
    ja: 'この顧客にはコード {materialCode} の原料がありません。',
  },
  productModelUnknown: {
    en: 'This device model does not exist or is not offered to the customer.',
    zh: '该机型不存在或未向该客户开放',
    es: 'Este modelo no existe o no está disponible para el cliente.',
    ja: 'この機種は存在しないか、この顧客には提供されていません。',
  },
  deviceGoodsSlotExists: {
    en: 'Slot {slotNo} of this machine already holds a product.',
    zh: '该设备的 {slotNo} 号货道已有商品',
    es: 'La ranura {slotNo} de esta máquina ya tiene un producto.',
    ja: 'この機械のスロット {slotNo} には既に商品があります。',
  },
} as const;
