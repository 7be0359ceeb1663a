import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { STATION_PICTURES_MAX } from '@ies/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadStationPicture } from '../api/stations';
import { toastError } from '../../../ui/toastError';
import { useImagePicker } from '../../../ui/useImagePicker';

export interface StationPictureValue {
  id: string;
  url: string;
}

interface PictureFieldProps {
  value?: StationPictureValue[];
  onChange?: (pictures: StationPictureValue[]) => void;
}

/** Up to three station pictures, each uploaded at once through the uploads API (the server checks the content). */
export function PictureField({ value = [], onChange }: PictureFieldProps) {
  const { t } = useTranslation();
  const full = value.length >= STATION_PICTURES_MAX;
  const picker = useImagePicker({
    upload: async (file) => {
      const uploaded = await uploadStationPicture(file);
      onChange?.([...value, { id: uploaded.id, url: uploaded.url }]);
    },
    onError: (error) => toastError(error, t('stations.form.uploadFailed')),
    testId: 'station-picture-input',
  });

  return (
    <div data-testid="station-pictures">
      <Space wrap align="start">
        {value.map((picture, index) => (
          <div key={picture.id} style={{ position: 'relative' }} data-testid="station-picture">
            <img
              src={picture.url}
              alt={t('stations.form.pictureAlt', { index: index + 1 })}
              style={{
                width: 104,
                height: 78,
                objectFit: 'cover',
                borderRadius: 4,
                border: '1px solid #eee',
              }}
            />
            <Button
              size="small"
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('stations.form.removePicture')}
              style={{ position: 'absolute', top: 0, right: 0 }}
              onClick={() => onChange?.(value.filter((item) => item.id !== picture.id))}
            />
          </div>
        ))}
      </Space>
      {picker.input}
      <div style={{ marginTop: 8 }}>
        <Button icon={<UploadOutlined />} loading={picker.busy} disabled={full} onClick={picker.open}>
          {t('stations.form.upload')}
        </Button>
        <span style={{ marginLeft: 8, color: '#888' }}>
          {t('stations.form.picturesMax', { max: STATION_PICTURES_MAX })}
        </span>
      </div>
    </div>
  );
}
