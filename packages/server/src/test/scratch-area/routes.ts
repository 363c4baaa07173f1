import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { auditOf, guardOf } from '../../platform/routes/access.js';
import { listRoute } from '../../platform/routes/read.js';
import { SCRATCH_NOTE_API, SCRATCH_NOTE_PERMS, scratchNoteAddSchema, scratchNoteListSchema } from './contracts.js';
import { addNote, listNotes } from './service.js';

const tags = ['scratch notes'];
const audit = auditOf('scratchNote');

/** The notes (/api/ScratchNote/*): a list and an add, each behind its permission. */
export async function scratchNoteRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: SCRATCH_NOTE_API.list,
      access: SCRATCH_NOTE_PERMS.list,
      tags,
      summary: 'Notes in the caller’s data scope',
      querystring: scratchNoteListSchema,
    },
    (query, auth) => listNotes(db, query, auth),
  );

  app.post(
    SCRATCH_NOTE_API.add,
    {
      ...guardOf(SCRATCH_NOTE_PERMS.add, audit('add')),
      schema: { tags, summary: 'Adds a note of the caller’s organisation', body: scratchNoteAddSchema },
    },
    async (request) => ok(await addNote(db, request.body, currentUser(request))),
  );
}
