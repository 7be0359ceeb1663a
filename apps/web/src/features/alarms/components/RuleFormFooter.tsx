import { Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The end of both rule forms: whether the rule is on, and the save button. */
export function RuleFormFooter({ saving }: { saving: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="enabled" label={t('alarms.status')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('alarms.save')}
      </Button>
    </>
  );
}
