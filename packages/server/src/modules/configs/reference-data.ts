import { CONFIG_KEYS, LANGS, type Lang, type Translations } from '@vr/contracts';
import { type TextKey, text, texts } from '@vr/contracts/texts';
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

/** The remark of a log retention parameter: the log (`what`) named in each language. */
const retention = (what: TextKey): Translations =>
  Object.fromEntries(LANGS.map((lang) => [lang, text(lang, 'config:logRetention.remark', { what: text(lang, what) })])) as Translations;

/**
 * Built-in parameters: the sign-in reads the first three; the platform settings follow; then log
 * retention. Their texts are `config:builtin.<configKey>.name` and `.remark`.
 */
export const BUILT_IN: BuiltInConfig[] = [
  {
    configKey: CONFIG_KEYS.captchaEnabled,
    configValue: 'true',
    name: texts('config:builtin.sys.account.captchaEnabled.name'),
    remark: texts('config:builtin.sys.account.captchaEnabled.remark'),
  },
  {
    configKey: CONFIG_KEYS.maxRetryCount,
    configValue: '5',
    name: texts('config:builtin.sys.account.maxRetryCount.name'),
    remark: texts('config:builtin.sys.account.maxRetryCount.remark'),
  },
  {
    configKey: CONFIG_KEYS.lockTime,
    configValue: '10',
    name: texts('config:builtin.sys.account.lockTime.name'),
    remark: texts('config:builtin.sys.account.lockTime.remark'),
  },
  {
    configKey: CONFIG_KEYS.initPassword,
    configValue: 'Vr#2024init',
    name: texts('config:builtin.sys.user.initPassword.name'),
    remark: texts('config:builtin.sys.user.initPassword.remark'),
  },
  {
    configKey: CONFIG_KEYS.skinName,
    configValue: '#1890ff',
    name: texts('config:builtin.sys.index.skinName.name'),
    remark: texts('config:builtin.sys.index.skinName.remark'),
  },
  {
    configKey: 'sys.platform.title',
    configValue: 'Vending Retail',
    name: texts('config:builtin.sys.platform.title.name'),
    remark: texts('config:builtin.sys.platform.title.remark'),
  },
  {
    configKey: 'sys.platform.logo',
    configValue: '-',
    name: texts('config:builtin.sys.platform.logo.name'),
    remark: texts('config:builtin.sys.platform.logo.remark'),
  },
  {
    configKey: 'sys.platform.defaultLanguage',
    configValue: 'en',
    name: texts('config:builtin.sys.platform.defaultLanguage.name'),
    remark: texts('config:builtin.sys.platform.defaultLanguage.remark'),
  },
  {
    configKey: 'sys.platform.timeZone',
    configValue: 'Asia/Shanghai',
    name: texts('config:builtin.sys.platform.timeZone.name'),
    remark: texts('config:builtin.sys.platform.timeZone.remark'),
  },
  {
    configKey: 'sys.platform.currency',
    configValue: 'CNY',
    name: texts('config:builtin.sys.platform.currency.name'),
    remark: texts('config:builtin.sys.platform.currency.remark'),
  },
  {
    configKey: 'sys.export.retentionHours',
    configValue: '72',
    name: texts('config:builtin.sys.export.retentionHours.name'),
    remark: texts('config:builtin.sys.export.retentionHours.remark'),
  },
  {
    configKey: 'sys.log.retentionDays.operation',
    configValue: '180',
    name: texts('config:builtin.sys.log.retentionDays.operation.name'),
    remark: retention('config:logRetention.log.operation'),
  },
  {
    configKey: 'sys.log.retentionDays.login',
    configValue: '180',
    name: texts('config:builtin.sys.log.retentionDays.login.name'),
    remark: retention('config:logRetention.log.login'),
  },
  {
    configKey: 'sys.log.retentionDays.clientError',
    configValue: '90',
    name: texts('config:builtin.sys.log.retentionDays.clientError.name'),
    remark: retention('config:logRetention.log.clientError'),
  },
  {
    configKey: 'sys.log.retentionDays.integration',
    configValue: '90',
    name: texts('config:builtin.sys.log.retentionDays.integration.name'),
    remark: retention('config:logRetention.log.integration'),
  },
  {
    configKey: 'sys.log.retentionDays.network',
    configValue: '90',
    name: texts('config:builtin.sys.log.retentionDays.network.name'),
    remark: retention('config:logRetention.log.network'),
  },
  {
    configKey: 'sys.log.retentionDays.job',
    configValue: '30',
    name: texts('config:builtin.sys.log.retentionDays.job.name'),
    remark: retention('config:logRetention.log.job'),
  },
  {
    configKey: 'sys.log.retentionDays.command',
    configValue: '180',
    name: texts('config:builtin.sys.log.retentionDays.command.name'),
    remark: retention('config:logRetention.log.command'),
  },
  {
    configKey: 'sys.log.retentionDays.change',
    configValue: '365',
    name: texts('config:builtin.sys.log.retentionDays.change.name'),
    remark: retention('config:logRetention.log.change'),
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
