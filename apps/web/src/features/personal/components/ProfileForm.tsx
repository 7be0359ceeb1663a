import {
  DESCRIPTION_MAX,
  enumOptions,
  GENDER_LABELS,
  GENDERS,
  type PersonalProfile,
  type PersonalProfileUpdate,
  personalText,
  personName,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { feedback } from '../../../ui/feedback';
import { schemaRule } from '../../../ui/fieldRule';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { fetchProfile, saveProfile } from '../api/personal';
import { AvatarUpload } from './AvatarUpload';
import { personalKeys } from '../api/personalKeys';

const TEXT_FIELDS = ['organization_name', 'industry', 'department', 'job', 'address'] as const;
const TEXT_LABELS = {
  organization_name: 'personal.organizationName',
  industry: 'personal.industry',
  department: 'personal.department',
  job: 'personal.job',
  address: 'personal.address',
} as const;

/** An optional personal text: empty is left out, anything else follows the 2–32 rule. */
const optionalPersonalText = {
  safeParse: (value: unknown) => (value ? personalText.safeParse(value) : { success: true as const }),
};

/** Own profile (docs/spec/B-operations.md §3 user fields); only filled fields are sent. */
export function ProfileForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PersonalProfileUpdate>();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: personalKeys.profile, queryFn: fetchProfile });
  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data as PersonalProfileUpdate);
  }, [profile.data, form]);

  const mutation = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved: PersonalProfile) => {
      queryClient.setQueryData(personalKeys.profile, saved);
      void feedback.message.success(t('personal.saved'));
    },
    onError: (error) => {
      applyServerErrors(form, error);
    },
  });

  const submit = (values: PersonalProfileUpdate) => {
    const filled = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== '' && value != null),
    );
    mutation.mutate(filled as PersonalProfileUpdate);
  };

  return (
    <div data-testid="profile">
      <Descriptions size="small" column={1} className="ies-admin-filter">
        <Descriptions.Item label={t('personal.avatar')}>
          <AvatarUpload avatar={profile.data?.avatar} />
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.username')}>{profile.data?.username}</Descriptions.Item>
        <Descriptions.Item label={t('personal.mobile')}>{profile.data?.mobile}</Descriptions.Item>
        <Descriptions.Item label={t('personal.email')}>{profile.data?.email}</Descriptions.Item>
      </Descriptions>
      <Form<PersonalProfileUpdate> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={submit}>
        <Form.Item name="nick_name" label={t('personal.nickName')} rules={[schemaRule(personName)]}>
          <Input />
        </Form.Item>
        <Form.Item name="gender" label={t('personal.gender')}>
          <Select options={enumOptions(GENDERS, GENDER_LABELS, currentLocale())} />
        </Form.Item>
        {TEXT_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(TEXT_LABELS[field])}
            rules={[schemaRule(optionalPersonalText)]}
          >
            <Input />
          </Form.Item>
        ))}
        <Form.Item name="description" label={t('personal.description')}>
          <Input.TextArea maxLength={DESCRIPTION_MAX} rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('personal.save')}
        </Button>
      </Form>
    </div>
  );
}
