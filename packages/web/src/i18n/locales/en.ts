/** English texts of the web client. Every other language file has exactly these keys. */
const en = {
  app: {
    name: 'Vending Retail',
    tagline: 'Back-office for networked vending machines',
    loading: 'Loading…',
  },
  route: {
    login: 'Sign in',
    authRedirect: 'Signing in',
    dashboard: 'Home',
    notFound: 'Page not found',
    unauthorized: 'No access',
    redirect: 'Redirecting',
  },
  lang: {
    label: 'Language',
  },
  login: {
    title: 'Sign in to your account',
    username: 'Account',
    password: 'Password',
    code: 'Verification code',
    captchaAlt: 'Verification code image',
    captchaRefresh: 'Click the image for a new code',
    captchaLoading: 'Loading code…',
    submit: 'Sign in',
    footer: 'Vending Retail back-office',
  },
  error: {
    notFoundTitle: '404',
    notFound: 'Sorry, the page you visited does not exist.',
    unauthorizedTitle: '401',
    unauthorized: 'Sorry, you are not allowed to open this page.',
    crashTitle: 'Something went wrong',
    crash: 'The page could not be shown. Try again or go back to the home page.',
    backHome: 'Back to home',
    reload: 'Reload',
  },
};

export type Resources = typeof en;
export default en;
