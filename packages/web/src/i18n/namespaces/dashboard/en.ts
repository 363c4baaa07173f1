/** Texts of the home screen. */
const en = {
  greeting: 'Welcome back, {{name}}',
  organisation: 'You are signed in to {{org}}.',
  account: 'Account',
  roles: 'Roles',
  email: 'Email',
  none: '—',
  recent: {
    title: 'Recently visited',
    empty: 'Pages you open appear here.',
  },
  shortcuts: {
    title: 'Your menus',
    empty: 'Your roles grant no menus yet.',
  },
};
export default en;
