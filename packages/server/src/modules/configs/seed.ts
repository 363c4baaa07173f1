import { CONFIG_KEYS } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { sysConfigs } from './schema.js';

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
  { configKey: CONFIG_KEYS.skinName, configName: 'Default theme colour', configValue: '#1890ff', remark: 'Spec §9 theme colour default' },
];

/** Adds missing built-in parameters; values an administrator changed are kept. */
export async function syncBuiltInConfigs(db: Database): Promise<void> {
  await db
    .insert(sysConfigs)
    .values(BUILT_IN_CONFIGS.map((c) => ({ ...c, configType: 'Y' })))
    .onConflictDoNothing({ target: sysConfigs.configKey });
}
