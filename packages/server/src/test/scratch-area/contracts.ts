import { type ScreenKey, listParamsSchema } from '@vr/contracts';
import { z } from 'zod';

/*
 * What a real area keeps in packages/contracts/src/<area>.ts (which the contracts' index exports,
 * its `<AREA>_SCREENS` joining SCREENS): the scratch area keeps it here, so that the contracts the
 * product ships hold no test area.
 */

export const SCRATCH_NOTE_API = { list: '/api/ScratchNote/list', add: '/api/ScratchNote/add' } as const;

export const SCRATCH_NOTE_PERMS = { list: 'scratch:note:list', add: 'scratch:note:add' } as const;

/** A real area's screens join SCREENS; this one is not in it, hence the cast. */
export const SCRATCH_NOTE_SCREEN = 'scratch/notes/index' as ScreenKey;

export const scratchNoteListSchema = listParamsSchema.extend({ body: z.string().trim().max(200).optional() });
export type ScratchNoteListQuery = z.infer<typeof scratchNoteListSchema>;

export const scratchNoteAddSchema = z.object({ body: z.string().trim().min(1).max(200) });
export type ScratchNoteAddInput = z.infer<typeof scratchNoteAddSchema>;

export interface ScratchNote {
  id: number;
  orgId: number;
  body: string;
  deviceCode: string | null;
  createdAt: string;
}
