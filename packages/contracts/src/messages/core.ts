import type { Lang, Translations } from '../i18n.js';
import { format } from '../i18n.js';

/**
 * Messages the server sends in `result` and the client shows for statuses.
 * English texts keep the original product's wording.
 */
export const coreMessages = {
  unauthorized: {
    en: 'Authentication failed. Unable to access system resources.',
    zh: '认证失败，无法访问系统资源',
    es: 'Autenticación fallida. No se puede acceder a los recursos del sistema.',
    ja: '認証に失敗しました。システムリソースにアクセスできません。',
  },
  forbidden: {
    en: 'You do not have permission for this operation.',
    zh: '当前操作没有权限',
    es: 'No tiene permiso para esta operación.',
    ja: 'この操作を行う権限がありません。',
  },
  notFound: {
    en: 'The accessed resource does not exist.',
    zh: '访问资源不存在',
    es: 'El recurso solicitado no existe.',
    ja: 'アクセスしたリソースは存在しません。',
  },
  unknown: {
    en: 'An unknown system error occurred. Please report it to the administrator.',
    zh: '系统未知错误，请反馈给管理员',
    es: 'Se produjo un error desconocido del sistema. Informe al administrador.',
    ja: '不明なシステムエラーが発生しました。管理者に報告してください。',
  },
  sessionExpiredStay: {
    en: 'Your login session has expired. You can stay on this page or log in again.',
    zh: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    es: 'Su sesión ha caducado. Puede quedarse en esta página o iniciar sesión de nuevo.',
    ja: 'ログインセッションの有効期限が切れました。このページに留まるか、再度ログインしてください。',
  },
  sessionInvalid: {
    en: 'Invalid session or session has expired. Please log in again.',
    zh: '无效的会话，或者会话已过期，请重新登录。',
    es: 'Sesión no válida o caducada. Inicie sesión de nuevo.',
    ja: 'セッションが無効か期限切れです。再度ログインしてください。',
  },
  repeatSubmit: {
    en: 'The data is being processed. Please do not submit repeatedly.',
    zh: '数据正在处理，请勿重复提交',
    es: 'Los datos se están procesando. No los envíe repetidamente.',
    ja: 'データを処理中です。繰り返し送信しないでください。',
  },
  networkError: {
    en: 'Network error: the server could not be reached.',
    zh: '后端接口连接异常',
    es: 'Error de red: no se pudo contactar con el servidor.',
    ja: 'ネットワークエラー：サーバーに接続できません。',
  },
  timeout: {
    en: 'The request timed out.',
    zh: '系统接口请求超时',
    es: 'La solicitud ha excedido el tiempo de espera.',
    ja: 'リクエストがタイムアウトしました。',
  },
  sessionExpiredTitle: {
    en: 'Session expired',
    zh: '系统提示',
    es: 'Sesión caducada',
    ja: 'セッション切れ',
  },
  relogin: {
    en: 'Log in again',
    zh: '重新登录',
    es: 'Iniciar sesión de nuevo',
    ja: '再ログイン',
  },
  cancel: { en: 'Cancel', zh: '取消', es: 'Cancelar', ja: 'キャンセル' },
  captchaRequired: {
    en: 'The verification code is required.',
    zh: '验证码不能为空',
    es: 'El código de verificación es obligatorio.',
    ja: '認証コードは必須です。',
  },
  captchaWrong: {
    en: 'The verification code is wrong.',
    zh: '验证码错误',
    es: 'El código de verificación es incorrecto.',
    ja: '認証コードが正しくありません。',
  },
  captchaExpired: {
    en: 'The verification code has expired. Please get a new one.',
    zh: '验证码已失效，请刷新后重试',
    es: 'El código de verificación ha caducado. Solicite uno nuevo.',
    ja: '認証コードの有効期限が切れました。新しいコードを取得してください。',
  },
  badCredentials: {
    en: 'The account or password is incorrect.',
    zh: '用户不存在或密码错误',
    es: 'La cuenta o la contraseña son incorrectas.',
    ja: 'アカウントまたはパスワードが正しくありません。',
  },
  accountLocked: {
    en: 'Too many failed attempts: the account is locked for {minutes} minutes.',
    zh: '密码输入错误次数过多，帐户锁定 {minutes} 分钟',
    es: 'Demasiados intentos fallidos: la cuenta está bloqueada durante {minutes} minutos.',
    ja: 'ログイン失敗が多すぎるため、アカウントは {minutes} 分間ロックされています。',
  },
  accountDisabled: {
    en: 'This account is disabled.',
    zh: '该账号已停用',
    es: 'Esta cuenta está deshabilitada.',
    ja: 'このアカウントは無効です。',
  },
  tooManyRequests: {
    en: 'Too many requests. Please try again later.',
    zh: '请求过于频繁，请稍后再试',
    es: 'Demasiadas solicitudes. Inténtelo más tarde.',
    ja: 'リクエストが多すぎます。しばらくしてから再試行してください。',
  },
  loginSuccess: { en: 'Signed in', zh: '登录成功', es: 'Sesión iniciada', ja: 'ログインしました' },
  logoutSuccess: { en: 'Signed out', zh: '退出成功', es: 'Sesión cerrada', ja: 'ログアウトしました' },
  success: { en: 'Success', zh: '操作成功', es: 'Operación correcta', ja: '成功しました' },
  sortNotAllowed: {
    en: 'This list cannot be sorted by "{field}".',
    zh: '该列表不能按“{field}”排序',
    es: 'Esta lista no se puede ordenar por "{field}".',
    ja: 'この一覧は「{field}」で並べ替えできません。',
  },
  cursorInvalid: {
    en: 'This page link is no longer valid; go back to the first page.',
    zh: '分页位置已失效，请回到第一页',
    es: 'Esta posición de página ya no es válida; vuelva a la primera página.',
    ja: 'このページ位置は無効です。最初のページに戻ってください。',
  },
  invalidInput: {
    en: 'Invalid input',
    zh: '输入有误',
    es: 'Entrada no válida',
    ja: '入力が正しくありません',
  },
} satisfies Record<string, Translations>;

export type CoreMessageKey = keyof typeof coreMessages;

/**
 * A core message (statuses, sign-in, session): what the web client's request wrapper and login
 * need, without every area's catalogue (the login route's budget).
 */
export function coreMessage(key: CoreMessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return format(coreMessages[key][lang], params);
}
