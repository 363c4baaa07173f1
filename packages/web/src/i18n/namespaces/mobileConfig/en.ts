/** Texts of System → Mobile operation config. */
const en = {
  customer: 'Customer',
  chooseCustomer: 'Choose a customer to configure.',
  client: { maintenance: 'Maintenance app', applet: 'B-side mini program' },
  field: {
    order: 'Order',
    function: 'Function',
    title: 'Title shown',
    icon: 'Icon',
    visible: 'Shown',
  },
  titlePlaceholder: 'Default: {{title}}',
  moveUp: 'Move up',
  moveDown: 'Move down',
  drag: 'Drag to reorder',
  customised: 'Customised',
  defaults: 'Using the defaults',
  reset: 'Restore defaults',
  confirmReset: 'Restore the default functions of the {{client}} for {{customer}}? The current order, titles and icons are discarded.',
  resetDone: 'Defaults restored',
  unsaved: 'Unsaved changes',
  preview: 'Preview',
  nothingShown: 'No function is shown.',
};
export default en;
