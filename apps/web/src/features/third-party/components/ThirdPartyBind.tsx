import { Button, Form, Modal, Result, Steps } from 'antd';
import { feedback } from '../../../ui/feedback';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { ApiError } from '../../../ui/apiError';
import {
  bindStorage,
  LabelledMobileCodeFields,
  requestVerificationCode,
  useCompleteLogin,
  useHostBrand,
  useSendCode,
} from '../../auth';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { notifyError } from '../../../ui/notify';
import { checkUserTenantValidate, RoleStep } from '../../registration';
import type { RegisterEntryState, WizardDraft } from '../../registration';
import { bindThirdLogin } from '../api/thirdLogin';
import { bindFailure } from '../utils/bindFailure';
import '../../../ui/publicCard.css';
import './thirdParty.css';

interface BindValues {
  mobile: string;
  code: string;
}

/** /ThirdBind (docs/spec/A-access-and-shell.md §2.4): the role step, then the mobile number and SMS code of an existing account. */
export function ThirdPartyBind() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useHostBrand();
  const completeLogin = useCompleteLogin();
  const [bindToken] = useState(() => bindStorage.bindToken());
  const [role, setRole] = useState<WizardDraft | null>(null);
  const [form] = Form.useForm<BindValues>();
  const setFieldError = useFieldErrors(form);
  const sendCode = useSendCode();
  const [unregistered, setUnregistered] = useState(false);
  const [binding, setBinding] = useState(false);

  if (!bindToken) {
    return (
      <div className="ies-public-card ies-third-bind" data-testid="third-bind">
        <Result
          status="warning"
          title={t('thirdBind.expired')}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('thirdBind.backToLogin')}
            </Button>
          }
        />
      </div>
    );
  }
  const token = bindToken;

  /** docs/spec/A-access-and-shell.md §5: the number must be registered; an unregistered one offers registration instead. */
  async function isRegistered(value: string): Promise<boolean | null> {
    try {
      // For mobile a true result means NOT registered.
      const free = await checkUserTenantValidate({ field: 'mobile', value });
      if (free) setUnregistered(true);
      return !free;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notifyError(error.message);
      return null;
    }
  }

  const handleSendCode = () =>
    sendCode.sendFrom({
      form,
      field: 'mobile',
      request: (mobile) => requestVerificationCode('sms', mobile, 'bind'),
      precheck: isRegistered,
      onFailed: (error) => setFieldError('code', error.code, error.message),
    });

  async function onFinish(values: BindValues) {
    setBinding(true);
    try {
      const { token: session } = await bindThirdLogin({
        account: values.mobile.trim(),
        bind_token: token,
        bind_type: 'mobile',
        pwd: values.code.trim(),
      });
      bindStorage.setBindToken(null);
      await completeLogin(session);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failure = bindFailure(error.code);
      if (failure === 'unregistered') setUnregistered(true);
      else if (failure === 'code') setFieldError('code', error.code, error.message);
      else feedback.modal.warning({ title: t('thirdBind.failedTitle'), content: error.message });
    } finally {
      setBinding(false);
    }
  }

  function register() {
    const state: RegisterEntryState = { userType: role?.userType, businessId: role?.businessId };
    navigate('/Register', { state });
  }

  return (
    <div className="ies-public-card ies-third-bind" data-testid="third-bind">
      <h1 className="ies-public-card-title ies-third-bind-title">{t('thirdBind.title')}</h1>
      <p className="ies-third-bind-intro">{t('thirdBind.intro')}</p>
      <Steps
        size="small"
        className="ies-third-bind-steps"
        current={role ? 1 : 0}
        items={[{ title: t('register.stepRole') }, { title: t('thirdBind.stepMobile') }]}
      />
      {role ? (
        <Form<BindValues>
          form={form}
          name="third-bind"
          layout="vertical"
          size="large"
          onFinish={onFinish}
          data-testid="third-bind-mobile"
        >
          <LabelledMobileCodeFields
            mobileLabelKey="thirdBind.mobile"
            codeName="code"
            codeLabelKey="thirdBind.code"
            sendCode={sendCode}
            onSend={() => void handleSendCode()}
            sendTestId="bind-send-code"
          />
          <div className="ies-third-bind-actions">
            <Button onClick={() => setRole(null)}>{t('register.back')}</Button>
            <Button type="primary" htmlType="submit" loading={binding}>
              {t('thirdBind.bind')}
            </Button>
          </div>
        </Form>
      ) : (
        <RoleStep
          draft={{}}
          error={null}
          ownerOnly={brand?.owner_only === true}
          onNext={(values) => setRole(values)}
        />
      )}
      <Modal
        open={unregistered}
        title={t('thirdBind.notRegisteredTitle')}
        onCancel={() => setUnregistered(false)}
        footer={[
          <Button key="cancel" onClick={() => setUnregistered(false)}>
            {t('thirdBind.cancel')}
          </Button>,
          <Button key="register" type="primary" onClick={register} data-testid="bind-register">
            {t('thirdBind.register')}
          </Button>,
        ]}
      >
        <p>{t('thirdBind.notRegistered')}</p>
      </Modal>
    </div>
  );
}
