import { JOB_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';

/** Scheduled jobs are platform-wide (no organisation): routes only, no data-scope cases. */
export const jobAccess: AccessModule = {
  module: 'jobs',
  routes: [
    { method: 'GET', url: '/admin/monitor/job/list', permission: JOB_PERMS.list },
    { method: 'GET', url: '/admin/monitor/job/handlers', permission: JOB_PERMS.list },
    { method: 'GET', url: '/admin/monitor/job/cronPreview?cron=0%200%202%20*%20*%20%3F', permission: JOB_PERMS.list },
    { method: 'GET', url: '/admin/monitor/job/1', permission: JOB_PERMS.query },
    {
      method: 'POST',
      url: '/admin/monitor/job',
      permission: JOB_PERMS.add,
      payload: { jobName: 'x', invokeTarget: 'sessions.expire', cronExpression: '0 0 2 * * ?' },
    },
    {
      method: 'PUT',
      url: '/admin/monitor/job',
      permission: JOB_PERMS.edit,
      payload: { jobId: 1, jobName: 'x', invokeTarget: 'sessions.expire', cronExpression: '0 0 2 * * ?' },
    },
    { method: 'DELETE', url: '/admin/monitor/job/999999', permission: JOB_PERMS.remove },
    { method: 'PUT', url: '/admin/monitor/job/changeStatus', permission: JOB_PERMS.changeStatus, payload: { jobId: 999999, status: 1 } },
    { method: 'PUT', url: '/admin/monitor/job/run', permission: JOB_PERMS.changeStatus, payload: { jobId: 999999 } },
    { method: 'GET', url: '/admin/monitor/jobLog/list', permission: JOB_PERMS.list },
    { method: 'GET', url: '/admin/monitor/jobLog/1', permission: JOB_PERMS.list },
    { method: 'DELETE', url: '/admin/monitor/jobLog/999999', permission: JOB_PERMS.remove },
    { method: 'DELETE', url: '/admin/monitor/jobLog/clean?jobId=999999', permission: JOB_PERMS.remove },
  ],
  scope: [],
};
