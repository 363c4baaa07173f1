import { defineArea } from '../../platform/area.js';
import { uploadRoutes } from './routes.js';

/** The uploads area: what it adds to the platform. */
export const area = defineArea({
  name: 'uploads',
  routes: uploadRoutes,
});

/* What other areas use of this one. */
export { deleteUpload, findUpload } from './service.js';
