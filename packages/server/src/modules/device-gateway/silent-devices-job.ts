import { JOB_HANDLER_NAMES, markSilentOfflineArgsSchema } from '@vr/contracts';
import { markSilentDevicesOffline } from './presence.js';
import type { JobHandler } from '../../platform/jobs/registry.js';

/** Marks offline the devices that stopped sending heartbeats (even if the process serving them died). */
export const markSilentOfflineHandler: JobHandler<typeof markSilentOfflineArgsSchema> = {
  name: JOB_HANDLER_NAMES.markSilentOffline,
  title: {
    en: 'Mark silent devices offline',
    zh: '标记失联设备离线',
    es: 'Marcar dispositivos silenciosos sin conexión',
    ja: '無応答デバイスをオフラインにする',
  },
  description: {
    en: 'Marks offline every online device that missed its heartbeats, with a network log entry.',
    zh: '将错过心跳的在线设备标记为离线，并写入网络日志',
    es: 'Marca sin conexión los dispositivos que dejaron de enviar latidos y lo anota en el registro de red.',
    ja: 'ハートビートが途絶えたオンラインデバイスをオフラインにし、通信ログに記録します。',
  },
  args: markSilentOfflineArgsSchema,
  fields: [],
  async run({ db, now }) {
    const ids = await markSilentDevicesOffline(db, now);
    if (!ids.length)
      return { en: 'No silent devices', zh: '没有失联设备', es: 'Ningún dispositivo silencioso', ja: '無応答のデバイスはありません' };
    const list = `${ids.slice(0, 50).join(', ')}${ids.length > 50 ? ' …' : ''}`;
    return {
      en: `${ids.length} devices marked offline (ids ${list})`,
      zh: `${ids.length} 台设备已标记为离线（编号 ${list}）`,
      es: `${ids.length} dispositivos marcados sin conexión (ids ${list})`,
      ja: `${ids.length} 台のデバイスをオフラインにしました（ID ${list}）`,
    };
  },
};
