import { useCallback, useMemo, useState } from 'react';
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

/**
 * A log screen whose entries open in a detail: `screenOf` makes the screen with its "View" action,
 * the entry's detail is read from `<base>/<id>`.
 */
export function useViewedLog<Row, Detail, Screen>(
  log: { base: string; id(row: Row): number },
  screenOf: (view: (row: Row) => void) => Screen,
) {
  const urlOf = useCallback((row: Row) => `${log.base}/${log.id(row)}`, [log]);
  const { viewing, open, close } = useLogDetail<Row, Detail>(urlOf);
  const screen = useMemo(() => screenOf(open), [screenOf, open]);
  return { screen, viewing, close };
}
