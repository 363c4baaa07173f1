import type { ReplenishPlanItem, ReplenishPlanRow, ReplenishPlanState } from '@vr/contracts';

/** Only a pending plan is cancelled; a pending one must be cancelled before it is deleted. */
export const canCancel = (row: Pick<ReplenishPlanRow, 'state'>): boolean => row.state === 'pending';
export const canDelete = (row: Pick<ReplenishPlanRow, 'state'>): boolean => row.state !== 'pending';

/** The colour of a plan's state tag. */
export const STATE_COLOURS: Record<ReplenishPlanState, string> = { pending: 'processing', completed: 'success', cancelled: 'default' };

/** How a row names its machine: its name, else its code, else its id. */
export const machineLabel = (row: { deviceName: string | null; deviceCode: string | null; deviceId: number }): string =>
  row.deviceName || row.deviceCode || `#${row.deviceId}`;

/** A plan's containers by machine, in the plan's order. */
export function byMachine(items: readonly ReplenishPlanItem[]): ReplenishPlanItem[][] {
  const groups = new Map<number, ReplenishPlanItem[]>();
  for (const item of items) groups.set(item.deviceId, [...(groups.get(item.deviceId) ?? []), item]);
  return [...groups.values()];
}

/** A quantity as people read it: at most two decimals, without trailing zeros. */
export const amount = (n: number): string => String(Math.round(n * 100) / 100);

/** How a form names a container: the word for container, its number and its material. */
export const containerLabel = (c: { containerNo: number; materialName: string }, word: string): string =>
  `${word} ${c.containerNo} · ${c.materialName}`;
