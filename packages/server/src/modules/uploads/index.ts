import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { uploadRoutes } from './routes.js';

/** The uploads area: what it adds to the platform. */
export const area = defineArea({
  name: 'uploads',
  routes: uploadRoutes,
  uniques: { sys_upload_key_uq: NOT_USER_INPUT },
});

/* What other areas use of this one. */
export { deleteUpload, findUpload, storeUpload, type Uploader } from './service.js';
