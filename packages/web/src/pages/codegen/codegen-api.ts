import { CODEGEN_API, type GenFile, type GenTable, type GenTableDetail, type GenTableUpdate } from '@vr/contracts';
import { get, getBlob, post, put } from '../../api/request';
import { saveBlob } from '../../components/list-page';

/** Where the edit page of one imported table is. */
export const editPath = (tableId: number) => `/tool/gen-edit/index/${tableId}`;

/** The calls of the code generation screens. */
export const codegenApi = {
  table: async (tableId: number) => (await get<GenTableDetail>(`${CODEGEN_API.base}/${tableId}`)).data!,
  save: async (body: GenTableUpdate) => (await put<GenTableDetail>(CODEGEN_API.base, body)).data!,
  importTables: async (tables: string[]) => (await post<GenTable[]>(CODEGEN_API.importTable, { tables })).data!,
  sync: async (tableId: number) => (await post<GenTableDetail>(`${CODEGEN_API.sync}/${tableId}`)).data!,
  preview: async (tableId: number) => (await get<GenFile[]>(`${CODEGEN_API.preview}/${tableId}`)).data!,
  write: async (tableId: number) => (await post<{ written: string[] }>(`${CODEGEN_API.write}/${tableId}`)).data!,
  /** Saves the table's generated files as `<area>.zip`. */
  download: async (table: Pick<GenTable, 'tableId' | 'areaName'>) =>
    saveBlob(await getBlob(`${CODEGEN_API.download}/${table.tableId}`), `${table.areaName}.zip`),
};
