import { DICT_API, type DictData, type DictType, type dictDataSchema, type dictTypeSchema } from '@vr/contracts';
import type { Key } from 'react';
import type { z } from 'zod';
import { del, get, post, put } from '../../api/request';

export const dictApi = {
  type: (id: number) => get<DictType>(`${DICT_API.type}/${id}`).then((e) => e.data!),
  typeOptions: () => get<DictType[]>(`${DICT_API.type}/optionselect`).then((e) => e.data ?? []),
  addType: (values: z.output<typeof dictTypeSchema>) => post<DictType>(DICT_API.type, values),
  editType: (id: number, values: z.output<typeof dictTypeSchema>) => put<DictType>(DICT_API.type, { ...values, dictId: id }),
  removeTypes: (ids: Key[]) => del(`${DICT_API.type}/${ids.join(',')}`),
  refreshCache: () => del(DICT_API.typeRefreshCache),
  addData: (values: z.output<typeof dictDataSchema>) => post<DictData>(DICT_API.data, values),
  editData: (id: number, values: z.output<typeof dictDataSchema>) => put<DictData>(DICT_API.data, { ...values, dictCode: id }),
  removeData: (ids: Key[]) => del(`${DICT_API.data}/${ids.join(',')}`),
};
