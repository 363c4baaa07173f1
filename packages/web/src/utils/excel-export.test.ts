import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildExcel } from './excel-export';

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook;
}

describe('buildExcel', () => {
  const now = new Date(2026, 10, 22, 9, 5, 7);
  const columns = [
    { label: 'Device code', key: 'deviceCode' },
    { label: 'Sales', key: 'sales' },
    { label: 'Online', key: 'online', value: (r: { online: boolean }) => (r.online ? 'yes' : 'no') },
  ];

  it('writes a header row and one row per item to sheet "Sheet1", named 文件导出 plus a timestamp', async () => {
    const data = [
      { deviceCode: 'VR-001', sales: 12.5, online: true },
      { deviceCode: 'VR-002', sales: 0, online: false },
    ];
    const { buffer, fileName } = await buildExcel({ columns, data, now });
    expect(fileName).toBe('文件导出_20261122090507.xlsx');
    const workbook = await readBack(buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
    const sheet = workbook.getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Device code', 'Sales', 'Online']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'VR-001', 12.5, 'yes']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'VR-002', 0, 'no']);
  });

  it('takes a file and sheet name, and leaves missing values empty', async () => {
    const { buffer, fileName } = await buildExcel({
      columns: columns.slice(0, 2),
      data: [{ deviceCode: 'X' }],
      fileName: 'devices',
      sheetName: 'Devices',
      now,
    });
    expect(fileName).toBe('devices_20261122090507.xlsx');
    const sheet = (await readBack(buffer)).getWorksheet('Devices')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('X');
    expect(sheet.getRow(2).getCell(2).value).toBeNull();
  });

  it('an empty array gives the header only', async () => {
    const sheet = (await readBack((await buildExcel({ columns, data: [], now })).buffer)).getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(1);
  });

  it('throws "export data format error" when the data is not an array', async () => {
    for (const data of [null, undefined, {}, 'rows', { rows: [] }, 42]) {
      await expect(buildExcel({ columns, data })).rejects.toThrow('export data format error');
    }
  });
});
