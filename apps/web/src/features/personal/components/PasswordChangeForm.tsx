import { loginPassword, newPassword, type PasswordChange } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { schemaRule } from '../../../ui/fieldRule';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import { changePassword } from '../api/personal';
import { personalKeys } from '../api/personalKeys';

/** Old password, new one under the password rules; the server ends every other session. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ ended }) => {
      form.resetFields();
      void feedback.message.success(t('personal.passwordChanged', { count: ended }));
      void queryClient.invalidateQueries({ queryKey: personalKeys.sessions });
    },
    onError: (error) => {
      // A wrong old password belongs under that field.
      applyServerErrors(form, error, { codeFields: { 'iot-security.10002': 'old_password' } });
    },
  });

  return (
    <Form<PasswordChange>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(values) => mutation.mutate(values)}
      data-testid="password-change"
    >
      <Form.Item name="old_password" label={t('personal.oldPassword')} rules={[schemaRule(loginPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        passwordLabel={t('personal.newPassword')}
        confirmLabel={t('personal.confirmPassword')}
        passwordSchema={newPassword}
      />
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('personal.changePassword')}
      </Button>
    </Form>
  );
}
