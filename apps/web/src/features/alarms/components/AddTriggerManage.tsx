import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alarmRoutes } from '../utils/routes';
import { SimpleRuleForm } from './SimpleRuleForm';

/** AddTriggerManage: a simple rule here, or the expert form (EditExpertTrigger) for anything more. */
export function AddTriggerManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleMode = (mode: 'simple' | 'expert') => {
    if (mode === 'expert') navigate(alarmRoutes.editExpert());
  };
  return (
    <>
      <Form.Item label={t('alarms.ruleMode')} extra={t('alarms.modeExpertHint')} style={{ maxWidth: 560 }}>
        <Radio.Group
          value="simple"
          optionType="button"
          onChange={(e) => handleMode(e.target.value)}
          options={[
            { value: 'simple', label: t('alarms.modeSimple') },
            { value: 'expert', label: t('alarms.modeExpert') },
          ]}
          data-testid="rule-mode"
        />
      </Form.Item>
      <SimpleRuleForm />
    </>
  );
}
