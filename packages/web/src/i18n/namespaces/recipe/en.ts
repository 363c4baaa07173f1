/** Texts of the recipe editor (a product's base recipe and a machine's own recipe). */
const en = {
  section: { steps: 'Pour steps', cupSizes: 'Cup sizes', tastes: 'Taste categories' },
  field: {
    pourOrder: 'Pour order',
    materialCode: 'Material',
    water: 'Water (ml)',
    amount: 'Amount',
    size: 'Cup size',
    extraPrice: 'Extra price',
    tasteName: 'Category name',
    required: 'Required',
    multiple: 'Multi-select',
    sort: 'Sort',
    optionCode: 'Code',
    optionName: 'Name',
    isDefault: 'Default',
  },
  hint: {
    cupSize: 'S, M, L, XL or your own (e.g. 500ml).',
    freshRecipe: 'A freshly made product needs at least one pour step and one cup size.',
  },
  action: {
    addStep: 'Add step',
    addCupSize: 'Add cup size',
    addTaste: 'Add taste category',
    addOption: 'Add option',
    remove: 'Remove',
  },
  empty: { steps: 'No pour steps yet.', cupSizes: 'No cup sizes yet.', tastes: 'No taste categories.' },
};

export default en;
