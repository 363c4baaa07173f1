/** Texts of System → Online users. */
const en = {
  title: 'Online users',
  field: {
    sessionId: 'Session',
    userName: 'Account',
    org: 'Organisation',
    ipaddr: 'IP address',
    browser: 'Browser',
    os: 'Operating system',
    loginTime: 'Signed in',
    lastAccessTime: 'Last seen',
  },
  forceLogout: 'Force logout',
  confirm: 'End the session of "{{name}}" now? Its next request will ask it to sign in again.',
  confirmOwn: 'This is your own session: you will be signed out at your next action. End it?',
  you: 'You',
  hint: 'Every live session, most recently active first. Force logout ends the session at once; the user’s next request gets the session-expired prompt.',
};
export default en;
