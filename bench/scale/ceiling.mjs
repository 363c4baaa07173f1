// The ceiling: a bare Fastify process answering one route with a fixed 24 KB JSON body (20 rows
// shaped like a device list page). Whatever the machine, autocannon and Node manage against it is
// the most any endpoint could reach in the same run. Prints its port on stdout.
import Fastify from 'fastify';

const row = (i) => ({
  id: 1000 + i,
  deviceCode: `SC${String(1000 + i).padStart(6, '0')}`,
  nameplateNo: `NP-SC${String(1000 + i).padStart(6, '0')}`,
  dtuCode: `86${String(1000 + i).padStart(13, '0')}`,
  name: `Point ${i} #1`,
  orgId: 33,
  orgName: 'Store 17',
  modelId: 1,
  modelName: 'Bean-to-cup coffee CM-200',
  siteName: `Point ${i}`,
  zoneName: 'Scale zone 05',
  routeName: 'Scale route 04',
  online: 1,
  faultCount: 0,
  warningCount: 0,
  materialState: 0,
  status: 0,
  signal: 5,
  lastOnlineAt: '2026-11-25T06:01:50.165Z',
  lastOfflineAt: '2026-11-15T15:01:50.165Z',
  appVersion: '2.1.0',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  address: `${100 + i} Scale Road, block ${i}`,
  todaySales: { orders: 12, cups: 18, amount: 233.5 },
  monthSales: { orders: 310, cups: 460, amount: 6021.5 },
});
const page = { status: 1001, data: [], total: 10011 };
for (let i = 0; JSON.stringify(page).length < 24 * 1024; i++) page.data.push(row(i));

const app = Fastify({ logger: false });
app.get('/ceiling', async () => page);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: app.server.address().port, bytes: JSON.stringify(page).length }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
