/** Texts of the profile screen (/profile/index). */
const en = {
  title: 'Profile',
  card: {
    me: 'About me',
    edit: 'Edit',
  },
  tab: {
    info: 'Basic information',
    password: 'Change password',
  },
  field: {
    username: 'Account',
    employeeName: 'Employee name',
    phone: 'Phone',
    email: 'Email',
    gender: 'Gender',
    org: 'Organisation',
    roles: 'Roles',
    createdAt: 'Created',
    lastLogin: 'Last sign-in',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    avatar: 'Avatar',
  },
  hint: {
    newPassword: '5 to 20 characters. Your other sessions are signed out.',
    avatar: 'The picture is used as soon as it is uploaded.',
  },
  action: {
    saveInfo: 'Save',
    changePassword: 'Change password',
  },
  result: {
    saved: 'Your details were saved.',
    avatarSaved: 'Your avatar was changed.',
  },
};
export default en;
