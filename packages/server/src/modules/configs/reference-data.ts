import { CONFIG_KEYS } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { sysConfigs } from '../../platform/settings/schema.js';

/** Built-in parameters: the sign-in reads the first three. */
export const BUILT_IN_CONFIGS = [
  {
    configKey: CONFIG_KEYS.captchaEnabled,
    configName: 'Captcha on sign-in',
    configValue: 'true',
    remark: 'true shows a verification code on the sign-in page (CAPTCHA_ENABLED=false overrides it)',
  },
  {
    configKey: CONFIG_KEYS.maxRetryCount,
    configName: 'Failed sign-ins before lockout',
    configValue: '5',
    remark: 'Consecutive wrong passwords that lock an account (1-100)',
  },
  {
    configKey: CONFIG_KEYS.lockTime,
    configName: 'Lockout minutes',
    configValue: '10',
    remark: 'Minutes a locked account must wait (1-1440)',
  },
  {
    configKey: CONFIG_KEYS.initPassword,
    configName: 'Initial password of new accounts',
    configValue: 'Vr#2024init',
    remark: 'Suggested password when an administrator creates or resets an account',
  },
  { configKey: CONFIG_KEYS.skinName, configName: 'Default theme colour', configValue: '#1890ff', remark: 'Default theme colour' },
  // Platform settings (System → Platform settings); the time zone is read by businessTimeZone().
  {
    configKey: 'sys.platform.title',
    configName: 'Product title',
    configValue: 'Vending Retail',
    remark: 'Page titles, sign-in page and sidebar (1-50)',
  },
  { configKey: 'sys.platform.logo', configName: 'Product logo', configValue: '-', remark: 'Uploaded image or http(s) address; - for none' },
  {
    configKey: 'sys.platform.defaultLanguage',
    configName: 'Default language',
    configValue: 'en',
    remark: 'zh, en, es or ja: when neither the user nor the browser names one',
  },
  { configKey: 'sys.platform.timeZone', configName: 'Business time zone', configValue: 'Asia/Shanghai', remark: 'IANA time zone name' },
  { configKey: 'sys.platform.currency', configName: 'Default currency', configValue: 'CNY', remark: 'ISO 4217 code' },
  // Log retention in whole days (1-3650), read by the scheduled job logs.purge (modules/jobs).
  {
    configKey: 'sys.log.retentionDays.operation',
    configName: 'Operation log retention (days)',
    configValue: '180',
    remark: 'sys_oper_log rows older than this are purged by the logs.purge job (1-3650)',
  },
  {
    configKey: 'sys.log.retentionDays.login',
    configName: 'Sign-in log retention (days)',
    configValue: '180',
    remark: 'sys_login_log rows older than this are purged by the logs.purge job (1-3650)',
  },
  {
    configKey: 'sys.log.retentionDays.clientError',
    configName: 'Client error retention (days)',
    configValue: '90',
    remark: 'sys_client_error rows older than this are purged by the logs.purge job (1-3650)',
  },
  {
    configKey: 'sys.log.retentionDays.integration',
    configName: 'Integration log retention (days)',
    configValue: '90',
    remark: 'sys_integration_log rows older than this are purged by the logs.purge job (1-3650)',
  },
  {
    configKey: 'sys.log.retentionDays.network',
    configName: 'Device network log retention (days)',
    configValue: '90',
    remark: 'dev_network_log rows older than this are purged by the logs.purge job (1-3650)',
  },
  {
    configKey: 'sys.log.retentionDays.job',
    configName: 'Job log retention (days)',
    configValue: '30',
    remark: 'sys_job_log rows older than this are purged by the logs.purge job (1-3650)',
  },
  {
    configKey: 'sys.log.retentionDays.command',
    configName: 'Device command retention (days)',
    configValue: '180',
    remark: 'Finished dev_command rows older than this are purged by the logs.purge job (1-3650)',
  },
];

/** Adds missing built-in parameters; values an administrator changed are kept. */
export async function syncBuiltInConfigs(db: Database): Promise<void> {
  await db
    .insert(sysConfigs)
    .values(BUILT_IN_CONFIGS.map((c) => ({ ...c, configType: 'Y' })))
    .onConflictDoNothing({ target: sysConfigs.configKey });
}
