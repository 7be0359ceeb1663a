import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menusZh } from '../i18n/zh';
import { renderApp } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { menuItem, tenantMenuFixture } from '../../../test/menuFixtures';
import { signIn as storeSession } from '../../../test/session';

const PATH = '/Container/OperationManagement/MenuManage';

function signIn(isManager: boolean) {
  storeSession({ id: 1, name: 'bob', isManager });
}

function stubApi(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/menus/tenant/items': () => ({ body: { menu_json: tenantMenuFixture } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('menu-add'));
  return screen.findByTestId('menu-form');
}

async function fillPage(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, field: string) {
  await user.type(within(form).getByLabelText(menusZh.fieldMenuField), field);
  await user.type(within(form).getByLabelText(menusZh.fieldNameZh), '报表');
  await user.type(within(form).getByLabelText(menusZh.fieldNameEn), 'Report');
  await user.type(within(form).getByLabelText(menusZh.fieldAddress), 'Report/RevenueStatistics');
}

const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('MenuManage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('is for the tenant manager only', async () => {
    stubApi();
    signIn(false);
    renderApp(PATH);
    expect(await screen.findByTestId('menu-manage-denied')).toHaveTextContent(menusZh.managersOnly);
  });

  it('shows the menu_field rule at the field without calling the server', async () => {
    const api = stubApi();
    signIn(true);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(PATH);
    const form = await openAddForm(user);
    await fillPage(user, form, '9lives');
    await user.click(saveButton());

    expect(
      await within(form).findByText('菜单标识须以字母开头，由字母、数字或下划线组成，最多 32 个字符'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/menus/tenant/items')).toHaveLength(0);
  });

  it('sends a valid item and shows the server’s duplicate error at menu_field', async () => {
    const api = stubApi({
      'POST /api/menus/tenant/items': () =>
        failure(409, 'iot-menu.10001', '菜单标识已存在', {
          fields: [{ field: 'menu_field', code: 'iot-menu.10001' }],
        }),
    });
    signIn(true);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(PATH);
    const form = await openAddForm(user);
    await fillPage(user, form, 'RevenueCopy');
    await user.click(saveButton());

    expect(await within(form).findByText('菜单标识已存在')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/menus/tenant/items')[0]?.body).toMatchObject({
      menu_field: 'RevenueCopy',
      menu_name: { zh_CN: '报表', en_US: 'Report' },
      menu_type: '2',
      link_type: 'code',
      link_address: 'Report/RevenueStatistics',
      group: 'nothing',
      show: true,
    });
  });

  it('hides a menu for the whole tenant with one switch', async () => {
    const api = stubApi({
      'PATCH /api/menus/tenant/items/ExternalReport': () => ({ body: tenantMenuFixture[2] }),
    });
    signIn(true);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(PATH);
    await user.click(await screen.findByTestId('menu-show-ExternalReport'));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/menus/tenant/items/ExternalReport')[0]?.body).toEqual({
        show: false,
      }),
    );
  });

  it('uploads an icon image (purpose menu-icon) and sends its address as the icon', async () => {
    const url = '/api/uploads/icon42';
    const api = stubApi({
      'POST /api/uploads': () => ({ body: { id: 'icon42', url } }),
      'POST /api/menus/tenant/items': (request) => ({ status: 201, body: request.body }),
    });
    signIn(true);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(PATH);
    const form = await openAddForm(user);
    await fillPage(user, form, 'IconPage');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });
    fireEvent.change(within(form).getByTestId('menu-icon-input'), { target: { files: [file] } });

    await waitFor(() => expect(within(form).getByLabelText(menusZh.fieldIcon)).toHaveValue(url));
    expect(api.callsTo('POST', '/api/uploads')[0]?.query.get('purpose')).toBe('menu-icon');
    expect(within(form).getByTestId('menu-icon-preview').querySelector('img')).toHaveAttribute('src', url);
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/menus/tenant/items')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/menus/tenant/items')[0]?.body).toMatchObject({ icon: url });
  });

  it('shows the refusal of an oversize icon and keeps the icon field as it was', async () => {
    const api = stubApi({
      'POST /api/uploads': () => failure(413, 'iot-upload.10002', '图片不能超过 2M'),
    });
    signIn(true);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(PATH);
    const form = await openAddForm(user);
    fireEvent.change(within(form).getByTestId('menu-icon-input'), {
      target: { files: [new File(['x'], 'big.png')] },
    });
    expect(await screen.findByText('图片不能超过 2M')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/uploads')).toHaveLength(1);
    expect(within(form).getByLabelText(menusZh.fieldIcon)).toHaveValue('');
  });
});

describe('side menu icons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows an uploaded image as the icon of a menu item', async () => {
    const url = '/api/uploads/icon42';
    stubApi({
      'GET /api/menus/tenant': () => ({
        body: {
          menu_json: [
            ...tenantMenuFixture,
            menuItem('IconReport', {
              is_public: false,
              link_type: 'interface',
              link_address: 'https://example.com/icon-report',
              icon: url,
            }),
          ],
        },
      }),
    });
    signIn(true);
    renderApp(PATH);
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-source', 'tenant'));
    const entry = (await within(menu).findByText('IconReport中文')).closest('li');
    expect(entry?.querySelector('img')).toHaveAttribute('src', url);
  });
});
