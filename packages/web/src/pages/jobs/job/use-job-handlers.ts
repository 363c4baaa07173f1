import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../../stores/app';
import { jobApi } from './api';

/** The server's job handlers; their titles and argument labels come in the current language. */
export function useJobHandlers() {
  const lang = useAppStore((s) => s.language);
  return useQuery({ queryKey: ['job-handlers', lang], queryFn: jobApi.handlers });
}
