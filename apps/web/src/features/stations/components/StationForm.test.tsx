import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signInAsManager } from '../../../test/stationFixtures';

const ADD = '/Container/StationManagement/StationList/StationAdd';

/** The error texts shown under the form item holding the element of a test id. */
function errorsAt(testId: string): string {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])]
    .map((node) => node.textContent)
    .join('|');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('station-field-name'), '一号储能站');
  await user.click(screen.getByTestId('station-field-type').querySelector('input')!);
  await user.click(await screen.findByTitle('工商业储能'));
  await user.type(screen.getByTestId('station-field-address'), '杭州市');
  await user.type(screen.getByTestId('station-field-contact'), '李工');
  await user.type(screen.getByTestId('station-field-installed_capacity_kwh'), '200');
  await user.type(screen.getByTestId('station-field-installed_power_kw'), '100');
  await user.type(screen.getByTestId('station-field-price_per_kwh'), '0.85');
}

describe('StationForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks every field with the shared schema and shows the message at the field', async () => {
    const api = fakeApi({});
    signInAsManager();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('station-save'));
    await waitFor(() => expect(errorsAt('station-field-address')).toBe('此项不能为空'));
    expect(errorsAt('station-field-name')).not.toBe('');
    expect(errorsAt('station-field-contact')).toBe('此项不能为空');
    expect(errorsAt('station-field-installed_capacity_kwh')).toBe('此项不能为空');

    await user.type(screen.getByTestId('station-field-name'), 'a');
    await user.type(screen.getByTestId('station-field-longitude'), '200');
    await user.type(screen.getByTestId('station-field-installed_power_kw'), '-1');
    await user.click(screen.getByTestId('station-save'));
    await waitFor(() =>
      expect(errorsAt('station-field-name')).toBe(
        '名称须为 2–64 个字符，可包含中文、字母、数字、连字符和下划线',
      ),
    );
    // The previous message fades out, so wait for each field to settle.
    await waitFor(() => expect(errorsAt('station-field-longitude')).toBe('请输入 -180–180 之间的数字'));
    await waitFor(() =>
      expect(errorsAt('station-field-installed_power_kw')).toBe('请输入大于或等于 0 的数字'),
    );
    expect(api.callsTo('POST', '/api/stations')).toHaveLength(0);
  }, 60_000);

  it("puts the server's refusals at their field: a taken name, a 422 field list", async () => {
    let answer = failure(409, 'iot-station.10001', '电站名称已存在');
    const api = fakeApi({ 'POST /api/stations': () => answer });
    signInAsManager();
    const user = renderAppOn(api, ADD, { pointerEventsCheck: 0 });
    await screen.findByTestId('station-form');
    // The browser's own file picker stays hidden behind the upload button (it showed as "Choose File").
    expect(screen.getByTestId('station-picture-input')).toHaveStyle({ display: 'none' });
    await fillValid(user);

    await user.click(screen.getByTestId('station-save'));
    await waitFor(() => expect(errorsAt('station-field-name')).toBe('电站名称已存在'));
    const body = api.callsTo('POST', '/api/stations')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: '一号储能站',
      type: 'industry_storage',
      address: '杭州市',
      contact: '李工',
      installed_capacity_kwh: 200,
      installed_power_kw: 100,
      price_per_kwh: 0.85,
      currency: 'CNY',
      tz_offset_hours: 8,
      picture_ids: [],
      longitude: null,
    });

    answer = failure(422, 'iot-validation.10001', '参数错误', {
      fields: [{ field: 'contact', message: '联系人不合法' }],
    });
    await user.click(screen.getByTestId('station-save'));
    await waitFor(() => expect(errorsAt('station-field-contact')).toBe('联系人不合法'));
  }, 60_000);
});
