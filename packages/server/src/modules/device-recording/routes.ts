import {
  DEVICE_RECORDING_API,
  DEVICE_RECORDING_PERMS,
  PUBLIC,
  Status,
  message,
  recordingIdSchema,
  recordingListSchema,
  recordingRequestSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import { ok, sendEnvelope } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { uploadStorage } from '../../platform/storage/local.js';
import { listRecordings, receiveRecording, recordingDetail, requestRecording } from './service.js';

const tags = ['device-recording'];
const audit = auditOf('deviceRecording');

/** Camera playback: a machine's recording requests, a new request, and the machines' uploads. */
export async function deviceRecordingRoutes(base: FastifyInstance, { db, config, deviceLink }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const storage = uploadStorage(config.dataDir);

  listRoute(
    base,
    {
      url: DEVICE_RECORDING_API.list,
      access: DEVICE_RECORDING_PERMS.playback,
      tags,
      summary: 'A machine’s recording requests (the machine in the caller’s scope), newest first',
      querystring: recordingListSchema,
    },
    (query, auth, { lang }) => listRecordings(db, auth, query, lang),
  );
  readRoute(
    base,
    {
      url: DEVICE_RECORDING_API.detail,
      access: DEVICE_RECORDING_PERMS.playback,
      tags,
      summary: 'One recording request: state, percent, the reason of a failure, the video once ready',
      querystring: recordingIdSchema,
    },
    ({ id }, auth, { lang }) => recordingDetail(db, auth, id, lang),
  );
  commandRoute(
    base,
    {
      url: DEVICE_RECORDING_API.request,
      access: DEVICE_RECORDING_PERMS.playback,
      audit: audit('requestRecording'),
      // Committed before the machine hears of it: it may upload before this request has answered.
      transaction: false,
      tags,
      summary: 'Ask a connected machine with a camera for its recording of a range within one day',
      body: recordingRequestSchema,
    },
    (body, auth, { lang }) => requestRecording(db, deviceLink, auth, body, { baseUrl: publicBaseUrl(base, config), lang }),
  );

  app.post(
    `${DEVICE_RECORDING_API.upload}/:token`,
    {
      // A refused file fails the request, and that stays. A machine, not a person, uploads: the
      // recording's own row (its state, size and reason) is the record, not the operation log.
      config: { access: PUBLIC, audit: false, transaction: false },
      schema: {
        tags,
        summary: 'The machine uploads the recording it was asked for (multipart `file`, `dataEntity=device`, `dataField=video`)',
        description: 'The token of the address sent to the machine authorises one upload: an mp4 by content, at most 100 MB.',
        params: z.object({ token: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendEnvelope(reply, { status: Status.BAD_REQUEST, result: message('uploadFileRequired', requestLang(request)) });
      }
      return ok(await receiveRecording(db, storage, request, request.params.token));
    },
  );
}
