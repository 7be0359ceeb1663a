import { type APIRequestContext, expect, type Page, test } from './support/test';
import { apiSignIn, approvedMerchant, ok } from './support/accounts';
import { signInWithPassword } from './support/identity';

// Station and order pictures are private (issue 27 point 6): the id alone opens nothing, and the
// pages still show them, through the signed short-lived addresses the station and order answer.

// Sign-up, approval and sign-in take most of a minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const CONTAINER = '/Container';
/** A real 1×1 PNG, so that the browser decodes it (a loaded picture has a width). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPicture(api: APIRequestContext, token: string, purpose: string) {
  return ok<{ id: string; url: string }>(
    await api.post(`/api/uploads?purpose=${purpose}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
}

/** Every picture in `area` has loaded (decoded, so it has a width). */
async function picturesLoaded(page: Page, testId: string, count: number) {
  const pictures = page.getByTestId(testId).locator('img');
  await expect(pictures).toHaveCount(count, { timeout: 60_000 });
  await expect
    .poll(
      () =>
        pictures.evaluateAll(
          (imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      { timeout: 60_000 },
    )
    .toBe(count);
}

test('station and order pictures are shown on their pages and closed to the bare id', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  const token = await apiSignIn(request, account.username, account.password);
  const headers = { authorization: `Bearer ${token}` };
  const stationPicture = await uploadPicture(request, token, 'station-picture');
  const orderPicture = await uploadPicture(request, token, 'order-picture');

  const station = await ok<{ id: string }>(
    await request.post('/api/stations', {
      headers,
      data: {
        name: `图片电站_${Date.now().toString(36)}`,
        type: 'household_storage',
        address: '苏州',
        contact: '李工',
        installed_capacity_kwh: 10,
        installed_power_kw: 5,
        price_per_kwh: 0.5,
        currency: 'CNY',
        picture_ids: [stationPicture.id],
      },
    }),
  );
  const order = await ok<{ id: string }>(
    await request.post('/api/repair-orders', {
      headers,
      data: {
        station_id: station.id,
        description: '逆变器告警',
        contact: '李四',
        phone: '13800138000',
        address: '苏州工业园区',
        picture_ids: [orderPicture.id],
      },
    }),
  );

  // Without a signed address (no session can go along with an <img> anyway): refused, as an envelope.
  for (const id of [stationPicture.id, orderPicture.id]) {
    const bare = await request.get(`/api/uploads/${id}`);
    expect(bare.status()).toBe(403);
    expect((await bare.json()).code).toBe('iot-upload.10005');
  }

  await signInWithPassword(page, request, account.username, account.password);
  await page.goto(`${CONTAINER}/StationManagement/StationList/StationDetail?id=${station.id}`);
  await picturesLoaded(page, 'station-detail', 1);
  await page.screenshot({ path: test.info().outputPath('station-detail-pictures.png') });

  await page.goto(`${CONTAINER}/RepairManagement/RepairList/RepairRecord?id=${order.id}`);
  await picturesLoaded(page, 'order-pictures', 1);
  await page.screenshot({ path: test.info().outputPath('repair-record-pictures.png') });
});
