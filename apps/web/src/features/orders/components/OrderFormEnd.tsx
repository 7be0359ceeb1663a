import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderPictures } from './OrderPictures';

/** The pictures field and submit button that close an order's add form; ids start with `testId`. */
export function OrderFormEnd(props: { testId: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="picture_ids" label={t('orders.common.pictures')}>
        <OrderPictures testId={`${props.testId}-pictures`} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={props.saving} data-testid={`${props.testId}-submit`}>
        {t('orders.common.submit')}
      </Button>
    </>
  );
}
