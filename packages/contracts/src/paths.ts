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
