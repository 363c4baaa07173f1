/** System → Accounts. */
const en = {
  name: 'account',
  field: {
    userId: 'Account id',
    username: 'Login account',
    employeeName: 'Employee name',
    orgId: 'Organisation',
    clientId: 'Client',
    roleIds: 'Roles',
    position: 'Position',
    gender: 'Gender',
    phone: 'Phone',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    deviceScope: 'Device permissions',
    healthCertificates: 'Health certificates',
    trainings: 'Training records',
    trainingName: 'Training',
    trainingContent: 'Content',
    trainingTime: 'Date',
    lastLogin: 'Last sign-in',
  },
  device: {
    all: 'All devices (new devices granted automatically)',
    selected: 'Selected devices',
  },
  notBound: 'No login account',
  action: {
    resetPwd: 'Reset password',
    bindLogin: 'Create login',
    addTraining: 'Add a training record',
  },
  title: {
    resetPwd: 'Reset the password of {{name}}',
    bindLogin: 'Login account for {{name}}',
  },
  hint: {
    clientId: 'Left empty, the customer the organisation belongs to.',
    selectedDevices: 'The device list to choose from comes with the device screens; the choice is kept now.',
    healthCertificates: 'JPG, PNG or GIF, 2 MB each, at most 10.',
    builtInAdmin: 'The built-in administrator cannot be disabled or deleted.',
    self: 'You cannot disable or delete your own account.',
  },
  confirm: {
    disable: 'Disable the account "{{name}}"? It is signed out at once.',
    enable: 'Enable the account "{{name}}"?',
  },
  result: {
    passwordReset: 'Password changed; the account’s other sessions were ended.',
  },
};
export default en;
