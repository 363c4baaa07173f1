/** API paths, served exactly as the original client names them. */
export const API = {
  health: '/api/health',
  docs: '/api/docs',
  captchaImage: '/api/captcha/captchaImage',
  login: '/admin/login',
  logout: '/admin/logout',
  loginAuth: '/api/api/v5/loginAuth',
  buttonList: '/api/api/v5/getButtonList',
  navigate: '/api/api/v5/navigate',
} as const;

/**
 * Web pages with an entry of their own (not the back-office's): a browser asking for a page under
 * `prefix` gets `file` of the built web app.
 */
export const WEB_PAGE_ENTRIES: ReadonlyArray<{ prefix: string; file: string }> = [{ prefix: '/order/device/', file: 'order.html' }];

/**
 * The franchise application page of the web app, open without signing in. Here rather than beside
 * the franchisee schemas: the sign-in page loads the public routes, and must not load zod with them.
 */
export const FRANCHISE_APPLY_PATH = '/join';
