import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { failure, fakeApi } from '../../../test/fakeApi';
import { signInAsManager, subUserFixture, TENANT_ID, USER_ID } from '../../../test/session';

const plantId = '6a1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';
const workshopId = '6b1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';
const officeId = '6c1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';
const subUserId = '5d1c2a4e-8f8e-4a44-9a59-6f5c6a0f2b11';
const PAGE = '/Container/UserManagement/OrganizationManagement';

const tree = {
  list: [
    {
      id: plantId,
      name: 'Plant',
      parent_id: null,
      member_count: 1,
      children: [{ id: workshopId, name: 'Workshop', parent_id: plantId, member_count: 0, children: [] }],
    },
    { id: officeId, name: 'Office', parent_id: null, member_count: 0, children: [] },
  ],
};

const subUsers = {
  list: [subUserFixture({ id: subUserId, username: 'night_shift', nick_name: 'Night' })],
  pagination: { total_size: 1, current_page: 1, page_size: 999 },
};

const okButton = () => screen.getByText(/^确\s*定$/);

describe('OrganizationManagement', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a sub-organisation under the selected one and shows a taken name at the name field', async () => {
    const api = fakeApi({
      'GET /api/organisations': () => ({ body: tree }),
      [`GET /api/organisations/${plantId}/members`]: () => ({ body: { list: [] } }),
      'POST /api/organisations': () => failure(409, 'iot-org.10002', '组织名称已存在'),
    });
    signInAsManager();
    const user = renderAppOn(api, PAGE, { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('organisation-node-Plant'));
    await user.click(screen.getByTestId('organisation-add'));
    await user.type(await screen.findByTestId('organisation-name'), 'Workshop');
    await user.click(okButton());

    await waitFor(() => expect(api.callsTo('POST', '/api/organisations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/organisations')[0]?.body).toEqual({
      name: 'Workshop',
      parent_id: plantId,
    });
    const form = screen.getByTestId('organisation-form');
    expect(await within(form).findByText('组织名称已存在')).toBeInTheDocument();
  }, 60_000);

  it('checks the name with the contract rule before calling the server', async () => {
    const api = fakeApi({ 'GET /api/organisations': () => ({ body: tree }) });
    signInAsManager();
    const user = renderAppOn(api, PAGE, { pointerEventsCheck: 0 });

    await screen.findByTestId('organisation-node-Plant');
    await user.click(screen.getByTestId('organisation-add'));
    await user.type(await screen.findByTestId('organisation-name'), 'x');
    await user.click(okButton());
    const form = screen.getByTestId('organisation-form');
    expect(
      await within(form).findByText('名称须为 2–64 个字符，可包含中文、字母、数字、连字符和下划线'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/organisations')).toHaveLength(0);
  }, 60_000);

  it('renames and moves the selected organisation, sending only what changed', async () => {
    const api = fakeApi({
      'GET /api/organisations': () => ({ body: tree }),
      [`GET /api/organisations/${workshopId}/members`]: () => ({ body: { list: [] } }),
      [`PUT /api/organisations/${workshopId}`]: (request) => ({
        body: { id: workshopId, name: 'Workshop', parent_id: plantId, ...(request.body as object) },
      }),
    });
    signInAsManager();
    const user = renderAppOn(api, PAGE, { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('organisation-node-Workshop'));
    await user.click(screen.getByTestId('organisation-rename'));
    const name = await screen.findByTestId('organisation-name');
    await user.clear(name);
    await user.type(name, 'Assembly');
    await user.click(okButton());
    await waitFor(() => expect(api.callsTo('PUT', `/api/organisations/${workshopId}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/organisations/${workshopId}`)[0]?.body).toEqual({ name: 'Assembly' });
    await waitFor(() => expect(screen.queryByTestId('organisation-form')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('organisation-move'));
    fireEvent.mouseDown(await screen.findByTestId('organisation-parent'));
    const office = await screen.findByTitle('Office');
    // The moved organisation cannot become its own parent.
    expect(screen.getByTitle('Workshop').closest('.ant-select-tree-treenode')).toHaveClass(
      'ant-select-tree-treenode-disabled',
    );
    await user.click(office);
    await user.click(okButton());
    await waitFor(() => expect(api.callsTo('PUT', `/api/organisations/${workshopId}`)).toHaveLength(2));
    expect(api.callsTo('PUT', `/api/organisations/${workshopId}`)[1]?.body).toEqual({ parent_id: officeId });
  }, 60_000);

  it("shows the server's refusal when deleting an organisation that still has members", async () => {
    const api = fakeApi({
      'GET /api/organisations': () => ({ body: tree }),
      [`GET /api/organisations/${plantId}/members`]: () => ({ body: { list: [] } }),
      [`DELETE /api/organisations/${plantId}`]: () =>
        failure(409, 'iot-org.10001', '请先删除下级组织或解绑成员后再删除'),
    });
    signInAsManager();
    const user = renderAppOn(api, PAGE, { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('organisation-node-Plant'));
    await user.click(screen.getByTestId('organisation-delete'));
    await user.click(await screen.findByText(/^确\s*定$/));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/organisations/${plantId}`)).toHaveLength(1));
    expect(await screen.findByText('请先删除下级组织或解绑成员后再删除')).toBeInTheDocument();
    // Still there: the tree keeps the organisation.
    expect(screen.getByTestId('organisation-node-Plant')).toBeInTheDocument();
  }, 60_000);

  it('lists the members of the selected organisation, adds a tenant user and removes a member', async () => {
    const membersPath = `/api/organisations/${plantId}/members`;
    const api = fakeApi({
      'GET /api/organisations': () => ({ body: tree }),
      [`GET /api/tenant/tenants/${TENANT_ID}/users`]: () => ({ body: subUsers }),
      [`GET ${membersPath}`]: () => ({
        body: { list: [{ id: USER_ID, username: 'acme', nick_name: 'Boss' }] },
      }),
      [`POST ${membersPath}`]: () => ({ status: 204 }),
      [`DELETE ${membersPath}/${USER_ID}`]: () => ({ status: 204 }),
    });
    signInAsManager();
    const user = renderAppOn(api, PAGE, { pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId('organisation-node-Plant'));
    const table = await screen.findByTestId('organisation-member-table');
    expect(await within(table).findByText('Boss')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByTestId('organisation-member-choice'));
    await user.click(await screen.findByTitle('night_shift@acme'));
    await user.click(screen.getByTestId('organisation-member-add'));
    await waitFor(() => expect(api.callsTo('POST', membersPath)).toHaveLength(1));
    expect(api.callsTo('POST', membersPath)[0]?.body).toEqual({ user_ids: [subUserId] });

    await user.click(screen.getByTestId('organisation-member-remove-acme'));
    await user.click(await screen.findByText(/^确\s*定$/));
    await waitFor(() => expect(api.callsTo('DELETE', `${membersPath}/${USER_ID}`)).toHaveLength(1));
  }, 60_000);
});
