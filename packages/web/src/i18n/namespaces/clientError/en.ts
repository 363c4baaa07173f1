/** Texts of the client error log (System → Client error log). */
const en = {
  title: 'Client error log',
  entity: 'error report',
  field: {
    time: 'Time',
    source: 'Caught by',
    message: 'Message',
    user: 'User',
    org: 'Organisation',
    url: 'Page',
    userAgent: 'Browser',
    ip: 'IP',
    stack: 'Stack',
    componentStack: 'Component stack',
    range: 'Reported between',
  },
  source: {
    boundary: 'Error boundary',
    window: 'Window error',
    promise: 'Unhandled promise',
  },
  noStack: 'No stack was reported.',
};
export default en;
