import { confirmPassword, loginPassword, newPassword, type PasswordChange } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { feedback } from '../../../ui/feedback';
import { schemaRule } from '../../../ui/schemaRule';
import { serverFieldErrors } from '../../admin/components/serverFieldErrors';
import { samePasswordRule } from '../../registration/utils/samePasswordRule';
import { changePassword } from '../api/personal';

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
      void queryClient.invalidateQueries({ queryKey: ['personal', 'sessions'] });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      // A wrong old password belongs under that field.
      else if (error instanceof ApiError && error.code === 'iot-security.10002')
        form.setFields([{ name: 'old_password', errors: [error.message] }]);
      else void feedback.message.error(error instanceof ApiError ? error.message : String(error));
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
      <Form.Item name="password" label={t('personal.newPassword')} rules={[schemaRule(newPassword)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('personal.confirmPassword')}
        dependencies={['password']}
        rules={[schemaRule(confirmPassword), samePasswordRule]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('personal.changePassword')}
      </Button>
    </Form>
  );
}
