import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRICE_DAY_END, PRICE_DAY_START } from '@ies/contracts';
import { Button, Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeriodsEditor } from './PeriodsEditor';
import { weekdayPlanSchema } from '@ies/contracts';
import { fieldRule } from '../../../ui/fieldRule';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Periods for chosen weekdays (weekend rates): each plan its weekdays and its own day plan. */
export function WeekdayPlansEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name={['config', 'weekday_plans']}>
      {(plans, { add, remove }) => (
        <div style={{ marginTop: 16 }} data-testid="price-weekday-plans">
          <div style={{ marginBottom: 8 }}>{t('prices.fields.weekdayPlans')}</div>
          {plans.map((plan) => (
            <Card
              key={plan.key}
              size="small"
              style={{ marginBottom: 8 }}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('prices.common.remove')}
                  onClick={() => remove(plan.name)}
                />
              }
              title={
                <Form.Item
                  name={[plan.name, 'weekdays']}
                  style={{ margin: 0 }}
                  rules={[fieldRule(weekdayPlanSchema.shape.weekdays)]}
                >
                  <Select
                    mode="multiple"
                    style={{ minWidth: 280 }}
                    aria-label={t('prices.detail.weekdays')}
                    placeholder={t('prices.detail.weekdays')}
                    data-testid={`price-plan-${plan.name}-weekdays`}
                    options={WEEKDAYS.map((day) => ({
                      value: day,
                      label: t(`prices.weekday.d${day}` as 'prices.weekday.d1'),
                    }))}
                  />
                </Form.Item>
              }
            >
              <PeriodsEditor
                listName={[plan.name, 'periods']}
                path={['config', 'weekday_plans', plan.name, 'periods']}
                testPrefix={`price-plan-${plan.name}-period`}
              />
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={plans.length >= WEEKDAYS.length}
            data-testid="price-plan-add"
            onClick={() =>
              add({
                weekdays: [],
                periods: [{ property: 'flat', start: PRICE_DAY_START, end: PRICE_DAY_END, price: null }],
              })
            }
          >
            {t('prices.form.addPlan')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
