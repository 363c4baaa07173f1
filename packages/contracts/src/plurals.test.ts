import { describe, expect, it } from 'vitest';
import { message } from './messages.js';

describe('messages that show a count', () => {
  it.each([
    ['en', 1, '1 row imported.'],
    ['en', 2, '2 rows imported.'],
    ['es', 1, 'Se importó 1 fila.'],
    ['es', 0, 'Se importaron 0 filas.'],
    ['zh', 1, '成功导入 1 条数据'],
    ['ja', 1, '1 行をインポートしました。'],
  ] as const)('%s, %i: "%s"', (lang, count, text) => {
    expect(message('importDone', lang, { count })).toBe(text);
  });

  it('say "device", "entry" in the singular for one', () => {
    expect(message('deviceBatchDone', 'en', { count: 1 })).toBe('1 device updated.');
    expect(message('logCleaned', 'en', { count: 1 })).toBe('Log cleared: 1 entry deleted.');
    expect(message('siteHasDevices', 'en', { name: 'Lobby', count: 1 })).toBe(
      'Point "Lobby" still has 1 device. Move or delete the device first.',
    );
    expect(message('modelHasDevices', 'es', { name: 'X1', count: 2 })).toBe(
      'El modelo «X1» lo usan 2 dispositivos y no se puede eliminar.',
    );
  });
});
