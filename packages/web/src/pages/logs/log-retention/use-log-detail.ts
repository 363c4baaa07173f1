import { useCallback, useState } from 'react';
import { get } from '../../../api/request';

/**
 * The entry whose detail dialog is open: 'loading' while the detail is read; the dialog closes again
 * when it cannot be read (the request wrapper has said why).
 */
export function useLogDetail<Row, Detail>(urlOf: (row: Row) => string) {
  const [viewing, setViewing] = useState<Detail | 'loading' | null>(null);
  const open = useCallback(
    async (row: Row) => {
      setViewing('loading');
      try {
        setViewing((await get<Detail>(urlOf(row))).data ?? null);
      } catch {
        setViewing(null);
      }
    },
    [urlOf],
  );
  const close = useCallback(() => setViewing(null), []);
  return { viewing, open, close };
}
