import { DEPT_API, type DeptDetail, type DeptListQuery, type DeptPayload, type DeptRow } from '@vr/contracts';
import { del, get, post, put } from '../../api/request';

export const deptApi = {
  list: (filters: DeptListQuery) => get<DeptRow[]>(DEPT_API.list, filters).then((e) => e.data ?? []),
  detail: (id: number) => get<DeptDetail>(DEPT_API.detail(id)).then((e) => e.data!),
  add: (values: DeptPayload) => post<DeptDetail>(DEPT_API.base, values),
  edit: (id: number, values: DeptPayload) => put<DeptDetail>(DEPT_API.base, { ...values, deptId: id }),
  remove: (id: number) => del(DEPT_API.detail(id)),
};
