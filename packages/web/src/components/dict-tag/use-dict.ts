import { DICT_API, type DictData } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { get } from '../../api/request';
import { useAppStore } from '../../stores/app';
import { findEntry } from './list-class';

export const DICT_QUERY_KEY = 'dict';

/**
 * The enabled entries of a dictionary type, loaded once per language and kept for the session
 * (until "refresh cache" clears it). Labels are in the current language.
 */
export function useDict(type: string) {
  const lang = useAppStore((s) => s.language);
  const query = useQuery({
    queryKey: [DICT_QUERY_KEY, type, lang],
    queryFn: async () => (await get<DictData[]>(`${DICT_API.dataByType}/${encodeURIComponent(type)}`)).data ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const entries = query.data ?? [];
  return {
    entries,
    loading: query.isLoading,
    labelOf: (value: unknown) => findEntry(entries, value)?.dictLabel ?? (value === null || value === undefined ? '' : String(value)),
    options: entries.map((e) => ({ value: e.dictValue, label: e.dictLabel })),
  };
}

/** Clears every cached dictionary in the client (after the server's refreshCache, or an edit). */
export function useRefreshDicts(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [DICT_QUERY_KEY] }), [client]);
}
