import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AdminBrand, type BrandInput, basePathMappingSchema, brandInputSchema } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Checkbox, Form, Input, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../ui/actionsColumn';
import { EditDeleteActions } from '../../../ui/EditDeleteActions';
import { schemaRule } from '../../../ui/fieldRule';
import { createBrand, deleteBrand, fetchAdminBrands, updateBrand } from '../api/admin';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { adminKeys } from '../api/adminKeys';
import { textColumns } from '../../../ui/textColumns';

type BrandValues = Required<Omit<BrandInput, 'base_path_mappings'>> & {
  base_path_mappings: { path: string; host: string }[];
};

const EMPTY: BrandValues = {
  host: '',
  contact_name: '',
  phone: '',
  email: '',
  android_image: '',
  ios_image: '',
  owner_only: false,
  base_path_mappings: [],
};

const fields = brandInputSchema.shape;
const TEXT_FIELDS = [
  ['contact_name', 'admin.contactName'],
  ['phone', 'admin.phone'],
  ['email', 'admin.email'],
  ['android_image', 'admin.androidImage'],
  ['ios_image', 'admin.iosImage'],
] as const;

/** Host brands (docs/spec/A-access-and-shell.md §1): list, add, edit and remove (platform administrator). */
export function BrandManagement() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandValues>();
  // undefined: closed; null: adding; a brand: editing it.
  const [editing, setEditing] = useState<AdminBrand | null | undefined>(undefined);

  const brands = useQuery({ queryKey: adminKeys.brands, queryFn: fetchAdminBrands });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.brands });
  const showError = (error: unknown) => toastError(error);

  const save = useMutation({
    mutationFn: (values: BrandValues) => (editing ? updateBrand(editing.id, values) : createBrand(values)),
    onSuccess: () => {
      void message.success(t('admin.done'));
      setEditing(undefined);
      void refresh();
    },
    onError: (error) => {
      applyServerErrors(form, error, { codeFields: { 'iot-brand.10001': 'host' } });
    },
  });

  const remove = useMutation({
    mutationFn: (brand: AdminBrand) => deleteBrand(brand.id),
    onSuccess: () => {
      void message.success(t('admin.done'));
      void refresh();
    },
    onError: showError,
  });

  function open(brand: AdminBrand | null) {
    form.resetFields();
    form.setFieldsValue(brand ? { ...EMPTY, ...brand } : EMPTY);
    setEditing(brand);
  }

  const columns: ColumnsType<AdminBrand> = [
    {
      title: t('admin.host'),
      dataIndex: 'host',
      key: 'host',
      render: (host: string) => (host === '*' ? t('admin.brandDefaultHost') : host),
    },
    ...textColumns<AdminBrand>({
      contact_name: t('admin.contactName'),
      phone: t('admin.phone'),
      email: t('admin.email'),
    }),
    {
      title: t('admin.ownerOnly'),
      dataIndex: 'owner_only',
      key: 'owner_only',
      render: (value: boolean) => (value ? <Tag color="blue">{t('admin.yes')}</Tag> : t('admin.no')),
    },
    {
      title: t('admin.basePathMappings'),
      key: 'mappings',
      render: (_value, brand) => (
        <span className="ies-admin-contact">
          {brand.base_path_mappings.map((m) => (
            <span key={m.path}>{`${m.path} → ${m.host}`}</span>
          ))}
        </span>
      ),
    },
    actionsColumn<AdminBrand>(t('admin.actions'), (brand) => (
      <EditDeleteActions
        words="admin"
        testId="brand"
        name={brand.host}
        onEdit={() => open(brand)}
        deleteQuestion={t('admin.confirm_brandDelete', { host: brand.host })}
        onDelete={() => remove.mutate(brand)}
      />
    )),
  ];

  return (
    <div className="ies-admin" data-testid="admin-brands">
      <div className="ies-admin-head">
        <h2 className="ies-admin-title">{t('admin.brandsTitle')}</h2>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="brand-add">
          {t('admin.brandAdd')}
        </Button>
      </div>
      <p>{t('admin.brandsHint')}</p>
      <Table<AdminBrand>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={brands.data?.list ?? []}
        loading={brands.isFetching || remove.isPending}
        scroll={{ x: 900 }}
        pagination={false}
      />
      <Modal
        open={editing !== undefined}
        title={editing ? t('admin.brandEdit', { host: editing.host }) : t('admin.brandCreate')}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
        okButtonProps={{ loading: save.isPending, 'data-testid': 'brand-save' } as ButtonProps}
        onCancel={() => setEditing(undefined)}
        onOk={() => form.submit()}
        // Rendered while closed too, so the form instance is connected before open() fills it.
        forceRender
        width={640}
      >
        <Form<BrandValues>
          form={form}
          layout="vertical"
          initialValues={EMPTY}
          onFinish={(values) => save.mutate({ ...EMPTY, ...values })}
          data-testid="brand-form"
        >
          <Form.Item name="host" label={t('admin.host')} rules={[schemaRule(fields.host)]}>
            <Input maxLength={253} data-testid="brand-host" />
          </Form.Item>
          {TEXT_FIELDS.map(([name, label]) => (
            <Form.Item key={name} name={name} label={t(label)} rules={[schemaRule(fields[name])]}>
              <Input data-testid={`brand-${name}`} />
            </Form.Item>
          ))}
          <Form.Item name="owner_only" valuePropName="checked">
            <Checkbox data-testid="brand-owner_only">{t('admin.ownerOnly')}</Checkbox>
          </Form.Item>
          <Form.List name="base_path_mappings">
            {(items, { add, remove: removeMapping }) => (
              <Form.Item label={t('admin.basePathMappings')}>
                {items.map((item) => (
                  <Space key={item.key} align="start" className="ies-admin-mapping">
                    <Form.Item
                      name={[item.name, 'path']}
                      rules={[schemaRule(basePathMappingSchema.shape.path)]}
                    >
                      <Input placeholder={t('admin.mappingPath')} aria-label={t('admin.mappingPath')} />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'host']}
                      rules={[schemaRule(basePathMappingSchema.shape.host)]}
                    >
                      <Input placeholder={t('admin.mappingHost')} aria-label={t('admin.mappingHost')} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('admin.removeMapping')}
                      onClick={() => removeMapping(item.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ path: '', host: '' })}>
                  {t('admin.addMapping')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        </Form>
      </Modal>
    </div>
  );
}
