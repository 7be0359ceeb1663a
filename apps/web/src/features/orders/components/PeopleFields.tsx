import { Form, type FormRule, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface PeopleFieldsProps {
  /** Test-id prefix: `<testId>-handler`, `<testId>-verifier`. */
  testId: string;
  /** The choices, from useOrderPeople. */
  people: { value: string; label: string }[];
  handlerRule?: FormRule;
  verifierRule: FormRule;
  /** The handler may be left out (assigned later). */
  handlerOptional?: boolean;
}

/** An order form's handler and verifier, each chosen from the tenant's people by name. */
export function PeopleFields({
  testId,
  people,
  handlerRule,
  verifierRule,
  handlerOptional,
}: PeopleFieldsProps) {
  const { t } = useTranslation();
  const fields = [
    { name: 'handler_id', label: t('orders.work.handler'), rule: handlerRule, clear: handlerOptional },
    { name: 'verifier_id', label: t('orders.work.verifier'), rule: verifierRule, clear: undefined },
  ];
  return fields.map(({ name, label, rule, clear }) => (
    <Form.Item key={name} name={name} label={label} rules={rule ? [rule] : undefined}>
      <Select
        allowClear={clear}
        showSearch
        optionFilterProp="label"
        options={people}
        data-testid={`${testId}-${name.replace('_id', '')}`}
      />
    </Form.Item>
  ));
}
