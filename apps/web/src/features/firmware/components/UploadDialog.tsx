import { currentLocale } from '../../../i18n';
import { deviceTypeLabel } from '@ies/contracts';
import {
  FIRMWARE_FILE_MAX_BYTES,
  firmwareUploadFieldsSchema,
  formatByteLimit,
  REQUIRED_CODE,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { maxLengthOf, schemaItem } from '../../../ui/fieldRule';
import { translateError } from '../../../i18n/translateError';
import { applyServerErrors, serverFields } from '../../../ui/serverFormErrors';
import { fetchDeviceTypes, firmwareKeys, uploadFirmware } from '../api/firmware';

interface Values {
  type_id: string;
  version: string;
  description: string;
}

const fields = firmwareUploadFieldsSchema.shape;

/** Upload a package for a device type: file, version xx.xx.xx and description (B §5). */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const client = useQueryClient();
  const types = useQuery({ queryKey: firmwareKeys.types, queryFn: fetchDeviceTypes });
  const save = useMutation({
    mutationFn: (values: Values) => uploadFirmware({ ...values, file: file as File }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: firmwareKeys.all });
      onClose();
    },
    onError: (error) => {
      const onFile = serverFields(error).find((f) => f.field === 'file');
      if (onFile) setFileError(onFile.message);
      applyServerErrors(form, error, { known: (path) => path[0] !== 'file', toast: !onFile });
    },
  });
  const handleFinish = (values: Values) => {
    if (!file) {
      setFileError(translateError(REQUIRED_CODE));
      return;
    }
    save.mutate(values);
  };
  const handleFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFileError(null);
  };
  return (
    <FormDialog
      form={form}
      words="firmware.common"
      saving={save.isPending}
      onClose={onClose}
      title={t('firmware.common.upload')}
    >
      <Form form={form} layout="vertical" onFinish={handleFinish} data-testid="firmware-upload-form">
        <Form.Item
          name="type_id"
          label={t('firmware.fields.type')}
          {...schemaItem(fields.type_id, { required: true })}
        >
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="firmware-type"
            loading={types.isPending}
            options={(types.data?.list ?? []).map((type) => ({
              value: type.id,
              label: deviceTypeLabel(type.name, currentLocale()),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('firmware.fields.version')}
          {...schemaItem(fields.version, { required: true })}
        >
          <Input placeholder="xx.xx.xx" data-testid="firmware-version" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('firmware.fields.description')}
          {...schemaItem(fields.description, { required: true })}
        >
          <Input.TextArea
            maxLength={maxLengthOf(fields.description)}
            showCount
            data-testid="firmware-description"
          />
        </Form.Item>
        <Form.Item
          label={t('firmware.fields.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
          extra={t('firmware.fields.fileHint', { max: formatByteLimit(FIRMWARE_FILE_MAX_BYTES) })}
        >
          <input type="file" onChange={handleFile} data-testid="firmware-file" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
