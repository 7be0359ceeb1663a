import { type SubUser, type SubUserCreate, subUserCreateSchema, subUserUpdateSchema } from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaItem } from '../../../ui/fieldRule';
import { FormDialog } from '../../../ui/FormDialog';
import { useServerFormErrors } from '../../../ui/serverFormErrors';
import { createSubUser, fetchRoles, updateSubUser } from '../api/access';
import { accessKeys } from '../api/accessKeys';

const fields = subUserCreateSchema.shape;
/** Conflicts the server answers with a code of their own, and the field they concern. */
const CODE_FIELDS = { 'iot-user.10001': 'mobile', 'iot-user.10002': 'email', 'tenant.10007': 'username' };
const editFields = subUserUpdateSchema.shape;

const CONTACT_FIELDS = ['mobile', 'email'] as const;

/**
 * Adds a sub-user, or edits one's mobile, e-mail and nickname. The browser checks what the contract
 * checks; the server's refusals show at their field.
 */
export function SubUserDialog(props: {
  tenantId: string;
  parents: { value: string; label: string }[];
  /** The sub-user being edited; absent when adding one. */
  user?: SubUser;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SubUserCreate>();
  const editing = props.user;
  const roles = useQuery({ queryKey: accessKeys.roles, queryFn: fetchRoles, enabled: !editing });
  const handleServerError = useServerFormErrors(form, { codeFields: CODE_FIELDS });
  const save = useMutation({
    mutationFn: (input: SubUserCreate) =>
      editing
        ? updateSubUser(props.tenantId, editing.id, {
            mobile: input.mobile,
            email: input.email,
            ...(input.nick_name ? { nick_name: input.nick_name } : {}),
          })
        : createSubUser(props.tenantId, input),
    onSuccess: props.onSaved,
    onError: handleServerError,
  });
  const handleFinish = (values: SubUserCreate) => {
    const nick = values.nick_name?.trim();
    save.mutate({ ...values, nick_name: nick || undefined, role_ids: values.role_ids ?? [] });
  };

  return (
    <FormDialog
      form={form}
      words="access"
      saving={save.isPending}
      onClose={props.onClose}
      title={editing ? t('newcomer.editSubUser', { name: editing.username }) : t('access.addSubUser')}
    >
      <Form<SubUserCreate>
        form={form}
        layout="vertical"
        data-testid="sub-user-form"
        scrollToFirstError
        initialValues={
          editing
            ? { mobile: editing.mobile ?? '', email: editing.email ?? '', nick_name: editing.nick_name }
            : { parent_user_id: props.parents[0]?.value, role_ids: [] }
        }
        onFinish={handleFinish}
      >
        {!editing && (
          <>
            <Form.Item
              name="username"
              label={t('access.username')}
              extra={t('access.usernameHint')}
              {...schemaItem(fields.username, { required: true })}
            >
              <Input data-testid="sub-user-username" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('access.password')}
              extra={t('access.passwordHint')}
              {...schemaItem(fields.password, { required: true })}
            >
              <Input.Password data-testid="sub-user-password" autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        {CONTACT_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`access.${name}`)}
            {...schemaItem(editFields[name], { required: true })}
          >
            <Input data-testid={`sub-user-${name}`} />
          </Form.Item>
        ))}
        <Form.Item name="nick_name" label={t('access.nickName')} {...schemaItem(editFields.nick_name)}>
          <Input data-testid="sub-user-nick-name" />
        </Form.Item>
        {!editing && (
          <>
            <Form.Item
              name="parent_user_id"
              label={t('access.parentUser')}
              {...schemaItem(fields.parent_user_id, { required: true })}
            >
              <Select options={props.parents} />
            </Form.Item>
            <Form.Item name="role_ids" label={t('access.roles')}>
              <Select
                mode="multiple"
                options={(roles.data?.list ?? []).map((role) => ({ value: role.id, label: role.name }))}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </FormDialog>
  );
}
