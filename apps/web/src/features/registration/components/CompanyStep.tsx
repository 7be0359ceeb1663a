import { GENDERS, registrationCompanyStepSchema } from '@ies/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../ui/fieldRule';
import { useStepError } from '../hooks/useStepError';
import type { WizardDraft } from '../utils/wizardDraft';
import type { StepProps } from './stepProps';
import { StepActions } from './StepActions';

const fields = registrationCompanyStepSchema.shape;
const GENDER_KEY = { 男: 'register.male', 女: 'register.female' } as const;

type CompanyValues = Pick<
  WizardDraft,
  'nick_name' | 'gender' | 'job' | 'industry' | 'organization_name' | 'address'
>;

interface CompanyStepProps extends StepProps {
  /** Sub-users see industry, company and address but may not change them (docs/spec/A-access-and-shell.md §5). */
  subUser?: boolean;
}

/** Step 4, merchants only: personal and company information; submits the registration. */
export function CompanyStep({ draft, error, onNext, onBack, busy, subUser = false }: CompanyStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyValues>();
  useStepError(form, error);

  return (
    <Form<CompanyValues>
      form={form}
      name="register-company"
      layout="vertical"
      size="large"
      initialValues={{ ...draft, gender: draft.gender ?? GENDERS[0] }}
      onFinish={(values) => onNext(values)}
      data-testid="register-step-company"
    >
      <Form.Item name="nick_name" label={t('register.nickName')} rules={[schemaRule(fields.nick_name)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="gender" label={t('register.gender')} rules={[schemaRule(fields.gender)]}>
        <Radio.Group>
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender}>
              {t(GENDER_KEY[gender])}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="job" label={t('register.job')} rules={[schemaRule(fields.job)]}>
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item name="industry" label={t('register.industry')} rules={[schemaRule(fields.industry)]}>
        <Input readOnly={subUser} />
      </Form.Item>
      <Form.Item
        name="organization_name"
        label={t('register.organization')}
        rules={[schemaRule(fields.organization_name)]}
      >
        <Input readOnly={subUser} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="address" label={t('register.address')} rules={[schemaRule(fields.address)]}>
        <Input readOnly={subUser} autoComplete="street-address" />
      </Form.Item>
      <StepActions
        onBack={() => onBack(form.getFieldsValue())}
        busy={busy}
        submitLabel={t('register.submit')}
      />
    </Form>
  );
}
