import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  LINK_TYPE_LABELS,
  LINK_TYPES,
  type MenuItem,
  MENU_ROOT_GROUP,
  MENU_TYPE_LABELS,
  MENU_TYPES,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Result,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { feedback } from '../../../ui/feedback';
import { readSessionUser } from '../../../ui/session';
import { type MenuSource, TENANT_MENU_SOURCE } from '../api/menuSources';
import {
  createPayload,
  EMPTY_MENU_FORM,
  type MenuFormValues,
  formValuesOf,
  serverMenuErrors,
  updatePayload,
} from '../utils/menuForm';
import { menuItemName } from '../utils/menuLinks';
import { MenuIconField } from './MenuIconField';
import { actionsColumn } from '../../../ui/actionsColumn';

type Editing = { mode: 'create' } | { mode: 'edit'; item: MenuItem };

/** Items that can be a parent: groups and pages (elements go under pages). */
function parentOptions(tree: readonly MenuItem[], locale: 'zh' | 'en'): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const visit = (items: readonly MenuItem[], depth: number) => {
    for (const item of items) {
      if (item.menu_type === '100') continue;
      options.push({ value: item.menu_field, label: `${'— '.repeat(depth)}${menuItemName(item, locale)}` });
      visit(item.children, depth + 1);
    }
  };
  visit(tree, 0);
  return options;
}

function siblingsOf(tree: readonly MenuItem[], item: MenuItem): MenuItem[] {
  if (item.group === MENU_ROOT_GROUP) return [...tree];
  for (const node of tree) {
    if (node.menu_field === item.group) return node.children;
    const inner = siblingsOf(node.children, item);
    if (inner.length) return inner;
  }
  return [];
}

/** The order column's buttons: one step up or down among the siblings. */
const MOVES = [
  { step: -1, icon: <ArrowUpOutlined />, label: 'menus.moveUp' },
  { step: 1, icon: <ArrowDownOutlined />, label: 'menus.moveDown' },
] as const;

/**
 * OperationManagement/MenuManage: the tenant manager's menu tree (docs/spec/A-access-and-shell.md §7, B §8); with the
 * public source, the platform administrator's public menus.
 */
export function MenuManage({ source = TENANT_MENU_SOURCE }: { source?: MenuSource }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  // The public menus are guarded by the admin console; a tenant's menu by the manager flag.
  const mayEdit = source !== TENANT_MENU_SOURCE || readSessionUser()?.isManager === true;
  const menu = useQuery({ queryKey: source.queryKey, queryFn: source.fetch, staleTime: 60_000 });
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MenuFormValues>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const isLocked = (item: MenuItem) => source.publicItemsLocked && item.is_public;
  const menuType = Form.useWatch('menu_type', form);
  const linkType = Form.useWatch('link_type', form);
  const refresh = () => queryClient.invalidateQueries({ queryKey: source.queryKey });

  const save = useMutation({
    mutationFn: async (values: MenuFormValues) => {
      if (editing?.mode === 'edit') {
        const change = updatePayload(values, isLocked(editing.item));
        if (!change.ok) return change.errors;
        await source.update(editing.item.menu_field, change.value);
        return null;
      }
      const created = createPayload(values);
      if (!created.ok) return created.errors;
      await source.create(created.value);
      return null;
    },
    onSuccess: async (errors) => {
      if (errors) {
        form.setFields(errors);
        return;
      }
      setEditing(null);
      feedback.message.success(t('menus.saved'));
      await refresh();
    },
    onError: (error) => {
      const fields = serverMenuErrors(error);
      if (fields.length) form.setFields(fields);
      else feedback.message.error(error.message);
    },
  });

  const patch = useMutation({
    mutationFn: (changes: Array<{ field: string; show?: boolean; order?: number }>) =>
      Promise.all(changes.map(({ field, ...change }) => source.update(field, change))),
    onSettled: refresh,
    onError: (error) => feedback.message.error(error.message),
  });

  const remove = useMutation({
    mutationFn: source.remove,
    onSuccess: async () => {
      feedback.message.success(t('menus.deleted'));
      await refresh();
    },
    onError: (error) => feedback.message.error(error.message),
  });

  if (!mayEdit)
    return <Result status="403" title={t('menus.managersOnly')} data-testid="menu-manage-denied" />;
  if (menu.isError) return <Result status="error" title={translateError('iot-menu.10008')} />;
  const tree = menu.data?.menu_json ?? [];

  const open = (next: Editing) => {
    form.resetFields();
    form.setFieldsValue(next.mode === 'edit' ? formValuesOf(next.item) : EMPTY_MENU_FORM);
    setEditing(next);
  };

  // Moving swaps places with the neighbour; siblings are renumbered so equal orders cannot stick.
  const move = (item: MenuItem, step: -1 | 1) => {
    const siblings = siblingsOf(tree, item);
    const from = siblings.findIndex((s) => s.menu_field === item.menu_field);
    const to = from + step;
    if (to < 0 || to >= siblings.length) return;
    const reordered = [...siblings];
    [reordered[from], reordered[to]] = [reordered[to]!, reordered[from]!];
    const changes = reordered
      .map((s, index) => ({ field: s.menu_field, order: (index + 1) * 10, current: s.order }))
      .filter((c) => c.order !== c.current)
      .map(({ field, order }) => ({ field, order }));
    patch.mutate(changes);
  };

  const isEditOfPublic = editing?.mode === 'edit' && isLocked(editing.item);
  const isEdit = editing?.mode === 'edit';

  return (
    <div data-testid="menu-manage">
      <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(source.titleKey)}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open({ mode: 'create' })}
          data-testid="menu-add"
        >
          {t('menus.add')}
        </Button>
      </Space>
      <Table<MenuItem>
        // defaultExpandAllRows acts on the first render only: remount once the tree has arrived.
        key={menu.isPending ? 'loading' : 'loaded'}
        rowKey="menu_field"
        loading={menu.isPending}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
        columns={[
          {
            title: t('menus.colName'),
            key: 'name',
            render: (_, item) => (
              <Space>
                {menuItemName(item, locale)}
                {item.is_public ? <Tag>{t('menus.public')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('menus.colField'), dataIndex: 'menu_field' },
          {
            title: t('menus.colType'),
            key: 'type',
            render: (_, item) => MENU_TYPE_LABELS[item.menu_type][locale],
          },
          {
            title: t('menus.colLink'),
            key: 'link',
            render: (_, item) => (item.menu_type === '1' ? '' : LINK_TYPE_LABELS[item.link_type][locale]),
          },
          {
            title: t('menus.colShow'),
            key: 'show',
            render: (_, item) => (
              <Switch
                size="small"
                checked={item.show}
                aria-label={`${t('menus.colShow')} ${item.menu_field}`}
                data-testid={`menu-show-${item.menu_field}`}
                onChange={(show) => patch.mutate([{ field: item.menu_field, show }])}
              />
            ),
          },
          {
            title: t('menus.colOrder'),
            key: 'order',
            render: (_, item) => (
              <Space size={0}>
                {MOVES.map(({ step, icon, label }) => (
                  <Button
                    key={step}
                    type="text"
                    size="small"
                    icon={icon}
                    aria-label={t(label)}
                    onClick={() => move(item, step)}
                  />
                ))}
              </Space>
            ),
          },
          actionsColumn<MenuItem>(t('menus.colActions'), (item) => (
            <Space>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => open({ mode: 'edit', item })}
                data-testid={`menu-edit-${item.menu_field}`}
              >
                {t('menus.edit')}
              </Button>
              {isLocked(item) ? null : (
                <Popconfirm title={t('menus.deleteConfirm')} onConfirm={() => remove.mutate(item.menu_field)}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    data-testid={`menu-delete-${item.menu_field}`}
                  >
                    {t('menus.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )),
        ]}
      />
      <Modal
        open={editing !== null}
        title={isEdit ? t('menus.edit') : t('menus.add')}
        okText={t('menus.save')}
        cancelText={t('menus.cancel')}
        confirmLoading={save.isPending}
        onOk={() => save.mutate(form.getFieldsValue(true))}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" data-testid="menu-form" initialValues={EMPTY_MENU_FORM}>
          <Form.Item name="menu_field" label={t('menus.fieldMenuField')} required>
            <Input disabled={isEdit} maxLength={32} />
          </Form.Item>
          <Form.Item name="zh_CN" label={t('menus.fieldNameZh')} required>
            <Input disabled={isEditOfPublic} />
          </Form.Item>
          <Form.Item name="en_US" label={t('menus.fieldNameEn')} required>
            <Input disabled={isEditOfPublic} />
          </Form.Item>
          <Form.Item name="menu_type" label={t('menus.fieldType')}>
            <Select
              disabled={isEdit}
              options={MENU_TYPES.map((value) => ({ value, label: MENU_TYPE_LABELS[value][locale] }))}
            />
          </Form.Item>
          {menuType === '1' ? null : (
            <Form.Item name="link_type" label={t('menus.fieldLinkType')}>
              <Select
                disabled={isEditOfPublic}
                options={LINK_TYPES.map((value) => ({ value, label: LINK_TYPE_LABELS[value][locale] }))}
              />
            </Form.Item>
          )}
          {menuType === '1' ? null : linkType === 'application' ? (
            <Space.Compact block>
              <Form.Item name="hmi_id" label={t('menus.fieldHmi')}>
                <Input disabled={isEditOfPublic} />
              </Form.Item>
              <Form.Item name="web_id" label={t('menus.fieldWeb')}>
                <Input disabled={isEditOfPublic} />
              </Form.Item>
              <Form.Item name="page_id" label={t('menus.fieldPage')}>
                <Input disabled={isEditOfPublic} />
              </Form.Item>
            </Space.Compact>
          ) : (
            <Form.Item name="address" label={t('menus.fieldAddress')} required>
              <Input disabled={isEditOfPublic} />
            </Form.Item>
          )}
          <Form.Item name="icon" label={t('menus.fieldIcon')} extra={t('menus.fieldIconHelp')}>
            <MenuIconField disabled={isEditOfPublic} />
          </Form.Item>
          <Form.Item name="group" label={t('menus.fieldGroup')}>
            <Select
              disabled={isEditOfPublic}
              options={[
                { value: MENU_ROOT_GROUP, label: t('menus.topLevel') },
                ...parentOptions(tree, locale).filter(
                  (option) => !(editing?.mode === 'edit' && option.value === editing.item.menu_field),
                ),
              ]}
            />
          </Form.Item>
          <Form.Item name="order" label={t('menus.fieldOrder')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="show" label={t('menus.fieldShow')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
