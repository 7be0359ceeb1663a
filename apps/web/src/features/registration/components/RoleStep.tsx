import { businessId, USER_TYPE, type UserType, userType } from '@ies/contracts';
import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { checkWithSchema, schemaRule } from '../../../ui/fieldRule';
import { useStepError } from '../hooks/useStepError';
import { useValidationCheck } from '../hooks/useValidationCheck';
import { toExtensionCode } from '../utils/businessId';
import type { StepProps } from './stepProps';
import './registration.css';
import { StepActions } from './StepActions';

interface RoleValues {
  userType?: UserType;
  businessId?: string;
}

interface RoleStepProps extends Omit<StepProps, 'onBack'> {
  /** The host offers owner registration only (brand owner_only): no merchant choice. */
  ownerOnly: boolean;
  onBack?: () => void;
  nextLabel?: string;
}

const businessIdRule = {
  validator: (_rule: unknown, value: unknown) =>
    checkWithSchema(businessId, typeof value === 'string' ? toExtensionCode(value) : value),
};

/** Step 1 (and the bind page's first step): merchant or owner; an owner names the merchant. */
export function RoleStep({ draft, error, onNext, onBack, ownerOnly, nextLabel }: RoleStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const setFieldError = useStepError(form, error);
  const { check, checking } = useValidationCheck();
  const initialUserType = ownerOnly ? USER_TYPE.owner : draft.userType;
  // useWatch is empty on the first render; the business id field must exist at once for a returned error.
  const chosen = Form.useWatch('userType', form) ?? initialUserType;

  async function onFinish(values: RoleValues) {
    if (values.userType === USER_TYPE.owner) {
      const typed = values.businessId?.trim() ?? '';
      const results = await check([{ field: 'parent_id_base64', value: toExtensionCode(typed) }]);
      if (!results) return;
      if (!results[0]) {
        setFieldError('businessId', 'login.error.020', translateError('login.error.020'));
        return;
      }
      onNext({ userType: values.userType, businessId: typed });
      return;
    }
    onNext({ userType: values.userType, businessId: undefined });
  }

  return (
    <Form<RoleValues>
      form={form}
      name="register-role"
      layout="vertical"
      size="large"
      initialValues={{
        userType: initialUserType,
        businessId: draft.businessId,
      }}
      onFinish={onFinish}
      data-testid="register-step-role"
    >
      {ownerOnly && (
        <Alert type="info" showIcon className="ies-register-alert" title={t('register.merchantClosed')} />
      )}
      <Form.Item name="userType" label={t('register.userType')} rules={[schemaRule(userType)]}>
        <Radio.Group className="ies-register-roles">
          {!ownerOnly && (
            <Radio value={USER_TYPE.merchant} data-testid="register-role-merchant">
              <strong>{t('register.merchant')}</strong>
              <span className="ies-register-hint">{t('register.merchantHint')}</span>
            </Radio>
          )}
          <Radio value={USER_TYPE.owner} data-testid="register-role-owner">
            <strong>{t('register.owner')}</strong>
            <span className="ies-register-hint">{t('register.ownerHint')}</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      {chosen === USER_TYPE.owner && (
        <Form.Item
          name="businessId"
          label={t('register.businessId')}
          rules={[businessIdRule]}
          extra={t('register.businessIdHint')}
        >
          <Input placeholder={t('register.businessIdPlaceholder')} autoComplete="off" />
        </Form.Item>
      )}
      <StepActions onBack={onBack} busy={checking} submitLabel={nextLabel ?? t('register.next')} />
    </Form>
  );
}
