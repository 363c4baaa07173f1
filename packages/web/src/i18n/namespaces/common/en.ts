/** Words every screen uses: actions, confirmations, table and form chrome. */
const en = {
  action: {
    search: 'Search',
    reset: 'Reset',
    add: 'Add',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'OK',
    close: 'Close',
    refresh: 'Refresh',
    export: 'Export',
    import: 'Import',
    more: 'More',
  },
  confirm: {
    delete: 'Delete the selected item? This cannot be undone.',
  },
  result: {
    saved: 'Saved',
    deleted: 'Deleted',
  },
};
export default en;
