import { FRANCHISEE_API, type FranchiseApplicationInput, UPLOAD_USES } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { PNG, multipartForm } from './uploads.js';

/* The public application page's calls as the tests make them: nobody signed in, one address each. */

const use = UPLOAD_USES.franchiseDocument;

/** Uploads one document through the public upload, from `ip`; answers the envelope. */
export async function uploadDocument(
  app: FastifyInstance,
  {
    file = PNG,
    filename = 'licence.png',
    dataEntity = use.dataEntity as string,
    dataField = use.dataField as string,
    ip = '198.51.100.1',
  } = {},
) {
  const { payload, contentType } = multipartForm([
    { name: 'dataEntity', value: dataEntity },
    { name: 'dataField', value: dataField },
    { name: 'file', value: file, filename },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: FRANCHISEE_API.upload,
    payload,
    remoteAddress: ip,
    headers: { 'content-type': contentType, lang: 'en' },
  });
  return res.json() as { status: number; data: { url: string }; result?: string; errors?: unknown };
}

let seq = 0;

/** A complete application of a new company, with one uploaded document. */
export async function applicationOf(
  app: FastifyInstance,
  over: Partial<FranchiseApplicationInput> = {},
): Promise<FranchiseApplicationInput> {
  const n = `${++seq}${Date.now() % 1_000_000}`;
  const doc = await uploadDocument(app);
  return {
    companyName: `Franchise Co ${n}`,
    contactName: 'Ana Applicant',
    contactPhone: '+34 600 000 000',
    contactEmail: `ana.${n}@example.com`,
    region: 'Madrid',
    address: 'Calle Mayor 1',
    plannedPoints: 3,
    plannedMachines: 5,
    documents: [doc.data.url],
    username: `franchise${n}`,
    password: 'secret123',
    lang: 'es',
    ...over,
  };
}

/** POST one of the public calls from `ip`, in `lang`; answers the envelope. */
export async function publicPost(app: FastifyInstance, url: string, payload: object, { ip = '198.51.100.1', lang = 'en' } = {}) {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { lang } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answers
  return res.json() as { status: number; data: any; result?: string };
}
