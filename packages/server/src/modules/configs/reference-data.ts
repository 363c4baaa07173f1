import { CONFIG_KEYS, type Lang, type Translations } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { sysConfigs } from '../../platform/settings/schema.js';

/** A built-in parameter: its name and remark in the four languages (stored in English). */
interface BuiltInConfig {
  configKey: string;
  configValue: string;
  name: Translations;
  remark: Translations;
}

/** The remark of a log retention parameter, in plain words per language. */
const retention = (what: Translations): Translations => ({
  en: `Entries of the ${what.en} older than this many days are deleted by the "Purge old logs" job (1-3650)`,
  zh: `超过此天数的${what.zh}由“清理过期日志”任务删除（1-3650）`,
  es: `Las entradas del ${what.es} más antiguas que estos días las borra la tarea «Depurar registros antiguos» (1-3650)`,
  ja: `この日数より古い${what.ja}は「古いログの削除」ジョブが削除（1-3650）`,
});

/** Built-in parameters: the sign-in reads the first three; the platform settings follow; then log retention. */
export const BUILT_IN: BuiltInConfig[] = [
  {
    configKey: CONFIG_KEYS.captchaEnabled,
    configValue: 'true',
    name: { en: 'Captcha on sign-in', zh: '登录验证码', es: 'Código de verificación al iniciar sesión', ja: 'サインイン時の認証コード' },
    remark: {
      en: 'true shows a verification code on the sign-in page (the server setting CAPTCHA_ENABLED=false turns it off)',
      zh: 'true 时登录页显示验证码（服务器设置 CAPTCHA_ENABLED=false 可关闭）',
      es: 'true muestra un código de verificación en el inicio de sesión (el ajuste del servidor CAPTCHA_ENABLED=false lo desactiva)',
      ja: 'true でサインイン画面に認証コードを表示（サーバー設定 CAPTCHA_ENABLED=false で無効）',
    },
  },
  {
    configKey: CONFIG_KEYS.maxRetryCount,
    configValue: '5',
    name: {
      en: 'Failed sign-ins before lockout',
      zh: '锁定前允许的登录失败次数',
      es: 'Inicios de sesión fallidos antes del bloqueo',
      ja: 'ロックまでのサインイン失敗回数',
    },
    remark: {
      en: 'Consecutive wrong passwords that lock an account (1-100)',
      zh: '连续输错密码达到此次数即锁定账号（1-100）',
      es: 'Contraseñas incorrectas seguidas que bloquean la cuenta (1-100)',
      ja: '連続でパスワードを誤るとアカウントをロックする回数（1-100）',
    },
  },
  {
    configKey: CONFIG_KEYS.lockTime,
    configValue: '10',
    name: { en: 'Lockout minutes', zh: '锁定时长（分钟）', es: 'Minutos de bloqueo', ja: 'ロック時間（分）' },
    remark: {
      en: 'Minutes a locked account must wait (1-1440)',
      zh: '账号锁定后需等待的分钟数（1-1440）',
      es: 'Minutos que debe esperar una cuenta bloqueada (1-1440)',
      ja: 'ロックされたアカウントが待つ分数（1-1440）',
    },
  },
  {
    configKey: CONFIG_KEYS.initPassword,
    configValue: 'Vr#2024init',
    name: {
      en: 'Initial password of new accounts',
      zh: '新账号初始密码',
      es: 'Contraseña inicial de las cuentas nuevas',
      ja: '新規アカウントの初期パスワード',
    },
    remark: {
      en: 'Suggested password when an administrator creates or resets an account',
      zh: '管理员新建或重置账号时建议的密码',
      es: 'Contraseña sugerida al crear o restablecer una cuenta',
      ja: '管理者がアカウントを作成・リセットするときの推奨パスワード',
    },
  },
  {
    configKey: CONFIG_KEYS.skinName,
    configValue: '#1890ff',
    name: { en: 'Default theme colour', zh: '默认主题色', es: 'Color del tema por defecto', ja: '既定のテーマカラー' },
    remark: {
      en: 'The colour of the interface until a user picks another',
      zh: '用户未自选时界面使用的颜色',
      es: 'El color de la interfaz hasta que el usuario elija otro',
      ja: 'ユーザーが選ぶまで使う画面の色',
    },
  },
  {
    configKey: 'sys.platform.title',
    configValue: 'Vending Retail',
    name: { en: 'Product title', zh: '产品名称', es: 'Título del producto', ja: '製品名' },
    remark: {
      en: 'Page titles, sign-in page and sidebar (1-50 characters)',
      zh: '页面标题、登录页和侧边栏（1-50 个字符）',
      es: 'Títulos de página, inicio de sesión y barra lateral (1-50 caracteres)',
      ja: 'ページタイトル、サインイン画面、サイドバー（1-50 文字）',
    },
  },
  {
    configKey: 'sys.platform.logo',
    configValue: '-',
    name: { en: 'Product logo', zh: '产品标志', es: 'Logotipo del producto', ja: '製品ロゴ' },
    remark: {
      en: 'An uploaded image or an http(s) address; - for none',
      zh: '上传的图片或 http(s) 地址；- 表示不用',
      es: 'Una imagen subida o una dirección http(s); - para ninguno',
      ja: 'アップロードした画像または http(s) アドレス。- はなし',
    },
  },
  {
    configKey: 'sys.platform.defaultLanguage',
    configValue: 'en',
    name: { en: 'Default language', zh: '默认语言', es: 'Idioma por defecto', ja: '既定の言語' },
    remark: {
      en: 'zh, en, es or ja: used when neither the user nor the browser names a language',
      zh: 'zh、en、es 或 ja：用户和浏览器都未指定语言时使用',
      es: 'zh, en, es o ja: se usa cuando ni el usuario ni el navegador indican un idioma',
      ja: 'zh、en、es、ja のいずれか：ユーザーもブラウザーも言語を指定しないときに使用',
    },
  },
  {
    configKey: 'sys.platform.timeZone',
    configValue: 'Asia/Shanghai',
    name: { en: 'Business time zone', zh: '业务时区', es: 'Zona horaria del negocio', ja: '業務タイムゾーン' },
    remark: {
      en: 'Time zone of business days and reports, e.g. Asia/Shanghai',
      zh: '营业日和报表所用的时区，例如 Asia/Shanghai',
      es: 'Zona horaria de los días de negocio y los informes, p. ej. Asia/Shanghai',
      ja: '営業日とレポートのタイムゾーン（例：Asia/Shanghai）',
    },
  },
  {
    configKey: 'sys.platform.currency',
    configValue: 'CNY',
    name: { en: 'Default currency', zh: '默认币种', es: 'Moneda por defecto', ja: '既定の通貨' },
    remark: {
      en: 'Three-letter currency code, e.g. CNY',
      zh: '三位字母的币种代码，例如 CNY',
      es: 'Código de moneda de tres letras, p. ej. CNY',
      ja: '3 文字の通貨コード（例：CNY）',
    },
  },
  {
    configKey: 'sys.export.retentionHours',
    configValue: '72',
    name: {
      en: 'Export file retention (hours)',
      zh: '导出文件保留小时数',
      es: 'Conservación de archivos exportados (horas)',
      ja: 'エクスポートファイルの保存時間',
    },
    remark: {
      en: 'Finished exports can be downloaded for this many hours (1-8760), then their files are deleted',
      zh: '导出完成后可下载的小时数（1-8760），之后文件将被删除',
      es: 'Horas durante las que se puede descargar una exportación terminada (1-8760); después se elimina su archivo',
      ja: 'エクスポート完了後にダウンロードできる時間（1-8760）。その後ファイルは削除されます',
    },
  },
  {
    configKey: 'sys.log.retentionDays.operation',
    configValue: '180',
    name: {
      en: 'Operation log retention (days)',
      zh: '操作日志保留天数',
      es: 'Conservación del registro de operaciones (días)',
      ja: '操作ログの保存日数',
    },
    remark: retention({ en: 'operation log', zh: '操作日志', es: 'registro de operaciones', ja: '操作ログ' }),
  },
  {
    configKey: 'sys.log.retentionDays.login',
    configValue: '180',
    name: {
      en: 'Sign-in log retention (days)',
      zh: '登录日志保留天数',
      es: 'Conservación del registro de inicios de sesión (días)',
      ja: 'サインインログの保存日数',
    },
    remark: retention({ en: 'sign-in log', zh: '登录日志', es: 'registro de inicios de sesión', ja: 'サインインログ' }),
  },
  {
    configKey: 'sys.log.retentionDays.clientError',
    configValue: '90',
    name: {
      en: 'Client error retention (days)',
      zh: '前端错误保留天数',
      es: 'Conservación de errores del cliente (días)',
      ja: 'クライアントエラーの保存日数',
    },
    remark: retention({ en: 'client error', zh: '前端错误', es: 'errores del cliente', ja: 'クライアントエラー' }),
  },
  {
    configKey: 'sys.log.retentionDays.integration',
    configValue: '90',
    name: {
      en: 'Integration log retention (days)',
      zh: '集成日志保留天数',
      es: 'Conservación del registro de integraciones (días)',
      ja: '連携ログの保存日数',
    },
    remark: retention({ en: 'integration log', zh: '集成日志', es: 'registro de integraciones', ja: '連携ログ' }),
  },
  {
    configKey: 'sys.log.retentionDays.network',
    configValue: '90',
    name: {
      en: 'Device network log retention (days)',
      zh: '设备网络日志保留天数',
      es: 'Conservación del registro de red de dispositivos (días)',
      ja: '機器ネットワークログの保存日数',
    },
    remark: retention({ en: 'device network log', zh: '设备网络日志', es: 'registro de red de dispositivos', ja: '機器ネットワークログ' }),
  },
  {
    configKey: 'sys.log.retentionDays.job',
    configValue: '30',
    name: {
      en: 'Job log retention (days)',
      zh: '任务日志保留天数',
      es: 'Conservación del registro de tareas (días)',
      ja: 'ジョブログの保存日数',
    },
    remark: retention({ en: 'job log', zh: '任务日志', es: 'registro de tareas', ja: 'ジョブログ' }),
  },
  {
    configKey: 'sys.log.retentionDays.command',
    configValue: '180',
    name: {
      en: 'Device command retention (days)',
      zh: '设备指令保留天数',
      es: 'Conservación de comandos de dispositivo (días)',
      ja: '機器コマンドの保存日数',
    },
    remark: retention({
      en: 'finished device command',
      zh: '已结束的设备指令',
      es: 'comandos de dispositivo terminados',
      ja: '完了した機器コマンド',
    }),
  },
];

/** The rows as stored: name and remark in English. */
export const BUILT_IN_CONFIGS = BUILT_IN.map((c) => ({
  configKey: c.configKey,
  configName: c.name.en,
  configValue: c.configValue,
  remark: c.remark.en,
}));

const BY_KEY = new Map(BUILT_IN.map((c) => [c.configKey, c]));

/** A built-in parameter's name in the reader's language (its key when it is not built in). */
export const builtInConfigName = (configKey: string, lang: Lang): string => BY_KEY.get(configKey)?.name[lang] ?? configKey;

/** A built-in parameter's name or remark in the reader's language while it is a seeded text (in any language); other text as typed. */
export function builtInConfigText(configKey: string, field: 'name' | 'remark', text: string | null, lang: Lang): string | null {
  const texts = BY_KEY.get(configKey)?.[field];
  return texts && text !== null && Object.values(texts).includes(text) ? texts[lang] : text;
}

/**
 * Adds missing built-in parameters and brings the name and remark of those nobody edited
 * (`updated_at` still equals `created_at`) up to date; values an administrator changed are kept.
 */
export async function syncBuiltInConfigs(db: Database): Promise<void> {
  await db
    .insert(sysConfigs)
    .values(BUILT_IN_CONFIGS.map((c) => ({ ...c, configType: 'Y' })))
    .onConflictDoUpdate({
      target: sysConfigs.configKey,
      set: { configName: sql`excluded.config_name`, remark: sql`excluded.remark` },
      setWhere: sql`${sysConfigs.updatedAt} = ${sysConfigs.createdAt}
        and (${sysConfigs.configName}, ${sysConfigs.remark}) is distinct from (excluded.config_name, excluded.remark)`,
    });
}
