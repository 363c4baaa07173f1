/** System → Roles. */
const en = {
  name: 'role',
  field: {
    roleId: 'Role id',
    roleName: 'Role name',
    roleKey: 'Permission key',
    roleSort: 'Display order',
    dataScope: 'Data scope',
    orgId: 'Organisation',
    refundRight: 'Mobile-operations refund right',
    menus: 'Menu permissions',
    depts: 'Departments',
  },
  scope: {
    '1': 'All data',
    '2': 'Custom',
    '3': 'This department',
    '4': 'This department and below',
    '5': 'Only own data',
  },
  builtIn: 'Built-in',
  tab: { pc: 'PC back-office', applet: 'B-side mini program' },
  refund: { yes: 'Has', no: 'None' },
  action: {
    dataScope: 'Data scope',
    users: 'Assigned users',
    addUsers: 'Assign users',
    cancelAuth: 'Remove',
    cancelSelected: 'Remove selected',
    checkAll: 'Select all',
    expandAll: 'Expand all',
  },
  title: {
    dataScope: 'Data scope of {{name}}',
    users: 'Users of {{name}}',
    pickUsers: 'Choose users to assign',
  },
  hint: {
    admin: 'The built-in administrator role holds every permission: it cannot be changed or deleted.',
    orgId: 'The organisation that owns the role; left empty, your own.',
    customScope: 'Choose the departments whose data this role may see.',
    limited: 'You can only grant menus you hold yourself.',
    miniProgramOnly: 'Applies to the mini programs only: this back-office stores it but does not use it.',
  },
  confirm: {
    disable: 'Disable the role "{{name}}"? Its users lose its permissions at their next request.',
    enable: 'Enable the role "{{name}}"?',
    cancelAuth_one: 'Take the role from {{count}} user?',
    cancelAuth_other: 'Take the role from {{count}} users?',
  },
  user: {
    username: 'Login account',
    employeeName: 'Employee name',
    orgName: 'Organisation',
    phone: 'Phone',
  },
};
export default en;
