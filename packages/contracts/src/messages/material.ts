/** Messages of raw materials and their classifications. */
export const materialMessages = {
  materialCodeExists: {
    en: 'The customer already has a material with code {materialCode}.',
    zh: '该客户已存在编码为 {materialCode} 的原料',
    es: 'El cliente ya tiene un material con el código {materialCode}.',
    ja: 'この顧客には既にコード {materialCode} の原料があります。',
  },
  materialClassCodeExists: {
    en: 'The customer already has a classification with code {classCode}.',
    zh: '该客户已存在编码为 {classCode} 的分类',
    es: 'El cliente ya tiene una clasificación con el código {classCode}.',
    ja: 'この顧客には既にコード {classCode} の分類があります。',
  },
  materialCustomerRequired: {
    en: 'Choose the customer this belongs to.',
    zh: '请选择所属客户',
    es: 'Elija el cliente al que pertenece.',
    ja: '所属する顧客を選択してください。',
  },
  materialClassOtherCustomer: {
    en: 'This classification belongs to another customer.',
    zh: '该分类属于其他客户',
    es: 'Esta clasificación pertenece a otro cliente.',
    ja: 'この分類は別の顧客のものです。',
  },
  materialClassInUse: {
    en: 'Materials still use this classification.',
    zh: '仍有原料使用该分类',
    es: 'Aún hay materiales con esta clasificación.',
    ja: 'この分類を使用している原料があります。',
  },
  materialClassNotFoundByCode: {
    en: 'The customer has no classification with code {classCode}.',
    zh: '该客户没有编码为 {classCode} 的分类',
    es: 'El cliente no tiene una clasificación con el código {classCode}.',
    ja: 'この顧客にはコード {classCode} の分類がありません。',
  },
  materialImportCustomer: {
    en: 'Choose the customer the materials are imported into.',
    zh: '请选择原料要导入到的客户',
    es: 'Elija el cliente al que se importan los materiales.',
    ja: '原料のインポート先の顧客を選択してください。',
  },
  materialCodeUnknown: {
    en: 'No raw material has the code {materialCode}.',
    zh: '没有编码为 {materialCode} 的原料',
    es: 'Ningún material tiene el código {materialCode}.',
    ja: 'コード {materialCode} の原料はありません。',
  },
} as const;
