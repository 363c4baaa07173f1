import type { CommandStatus, CommandView } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadCommand } from './api';

/** How often a pending command is asked for (the device answers within seconds; the deadline is 30 s). */
export const COMMAND_POLL_MS = 1000;

export const isFinal = (status: CommandStatus | undefined) => !!status && status !== 'pending';

/** The live state of a command: polled until it succeeded, failed or timed out. */
export function useCommandStatus(id: string | null) {
  return useQuery<CommandView>({
    queryKey: ['device-command', id],
    queryFn: () => loadCommand(id!),
    enabled: !!id,
    refetchInterval: (query) => (isFinal(query.state.data?.status) ? false : COMMAND_POLL_MS),
    refetchIntervalInBackground: true,
    retry: 2,
  });
}
