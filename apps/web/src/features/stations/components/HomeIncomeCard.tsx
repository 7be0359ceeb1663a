import { type Currency, totalInHomeCurrency } from '@ies/contracts';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomeCurrency } from '../../customisation';
import { formatFigure } from '../utils/labels';

/**
 * Today's income: one total in the tenant's home currency at its configured rates (shown beside
 * it), then each currency's own amount. Without a home currency, the amounts per currency only.
 */
export function HomeIncomeCard({ incomes }: { incomes: readonly { currency: Currency; amount: number }[] }) {
  const { t } = useTranslation();
  const setting = useHomeCurrency();
  const total = setting ? totalInHomeCurrency(incomes, setting) : null;
  const foreign = setting
    ? [...new Set(incomes.map((income) => income.currency))].filter((c) => c !== setting.currency)
    : [];
  return (
    <Card size="small" title={t('stations.home.todayIncome')} data-testid="home-income">
      {setting && total !== null ? (
        <>
          <Statistic value={formatFigure(total)} suffix={setting.currency} data-testid="home-income-total" />
          {foreign.length > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="home-income-rates">
              {foreign
                .map((currency) => `1 ${currency} = ${setting.rates[currency]} ${setting.currency}`)
                .join(' · ')}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
      {incomes.length === 0
        ? '0'
        : incomes.map((income) => (
            <div key={income.currency} style={{ fontSize: total !== null ? 12 : undefined }}>
              {`${formatFigure(income.amount)} ${income.currency}`}
            </div>
          ))}
    </Card>
  );
}
