import { UploadOutlined } from '@ant-design/icons';
import { ORDER_PICTURES_MAX, type UploadRef } from '@ies/contracts';
import { Button, Form, Image, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImagePicker } from '../../../ui/useImagePicker';
import { uploadOrderPicture } from '../api/orders';

/**
 * The pictures of an order or of a move (a form field holding upload ids, at most
 * ORDER_PICTURES_MAX). Each chosen file is uploaded at once as an `order-picture`; the server
 * checks its bytes, and a refusal (wrong type, script in an SVG, too large) shows its catalogue
 * message at this field, keeping nothing. Order pictures are private: each is shown through the
 * signed, short-lived address its upload answered.
 */
export function OrderPictures(props: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** The field's name in the surrounding form (where a refused upload's message is shown). */
  name?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const ids = props.value ?? [];
  const name = props.name ?? 'picture_ids';
  const [urls, setUrls] = useState<Record<string, string>>({});
  const picker = useImagePicker({
    upload: async (file) => {
      const { id, url } = await uploadOrderPicture(file);
      setUrls((known) => ({ ...known, [id]: url }));
      props.onChange?.([...ids, id]);
      form.setFields([{ name, errors: [] }]);
    },
    onError: (error) => form.setFields([{ name, errors: [(error as Error).message] }]),
    testId: `${props.testId}-input`,
  });

  return (
    <Space wrap align="start" data-testid={props.testId}>
      {ids.map((id) => (
        <Space key={id} direction="vertical" size={0} align="center">
          <Image src={urls[id]} width={72} height={72} style={{ objectFit: 'cover' }} />
          <Button
            type="link"
            size="small"
            onClick={() => props.onChange?.(ids.filter((other) => other !== id))}
          >
            {t('orders.common.removePicture')}
          </Button>
        </Space>
      ))}
      {picker.input}
      <Button
        icon={<UploadOutlined />}
        loading={picker.busy}
        disabled={ids.length >= ORDER_PICTURES_MAX}
        onClick={picker.open}
        title={t('orders.common.picturesMax', { max: ORDER_PICTURES_MAX })}
      >
        {t('orders.common.uploadPicture')}
      </Button>
    </Space>
  );
}

/** Read-only thumbnails of stored pictures (an order's, or a timeline step's), at their signed addresses. */
export function PictureStrip(props: { pictures: UploadRef[] }) {
  if (props.pictures.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid="order-pictures">
        {props.pictures.map((picture) => (
          <Image key={picture.id} src={picture.url} width={56} height={56} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
