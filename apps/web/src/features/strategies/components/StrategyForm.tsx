import { MissingRecord } from '../../../ui/MissingRecord';
import { STRATEGY_REMARK_MAX, type Strategy, type StrategyInput } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelSave, NamedFormHead } from '../../../ui/NamedForm';
import { useNavigate, useSearchParams } from 'react-router';
import { formHasField, toFormErrors, useServerFormErrors } from '../../../ui/serverFormErrors';
import { createStrategy, fetchStrategy, setStationStrategy, updateStrategy } from '../api/strategies';
import { checkValues, copyName, emptyValues, type StrategyFormValues, valuesOf } from '../utils/formValues';
import { STRATEGY_LIST_ROUTE, strategyRoutes } from '../utils/routes';
import { GenerateDialog } from './GenerateDialog';
import { RangesEditor } from './RangesEditor';
import { strategyKeys } from '../api/strategyKeys';
import { editedTexts, localText } from '../../../ui/localText';

type Mode = 'add' | 'edit' | 'copy';

// Refusals answered with a code and no field list, and the field they belong to.
const CODE_FIELDS = {
  'iot-strategy.10002': 'name',
  'iot-strategy.10003': 'name',
  'iot-strategy.10005': 'name',
};

function StrategyFormBody({ mode, source, stationId }: { mode: Mode; source?: Strategy; stationId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [general, setGeneral] = useState<string[]>([]);
  const [generating, setGenerating] = useState(false);
  const [useAtStation, setUseAtStation] = useState(mode !== 'edit');
  const known = (path: (string | number)[]) => formHasField(form, path);
  const showServerErrors = useServerFormErrors(form, { codeFields: CODE_FIELDS });
  const initial = source
    ? valuesOf(
        source,
        mode === 'copy' ? copyName(localText(source, 'name'), t('strategies.list.copySuffix')) : undefined,
      )
    : emptyValues();

  const save = useMutation({
    mutationFn: async (body: StrategyInput) => {
      const saved =
        mode === 'edit' && source ? await updateStrategy(source.id, body) : await createStrategy(body);
      if (stationId && useAtStation) await setStationStrategy(stationId, { strategy_id: saved.id });
      return saved;
    },
    onSuccess: (saved) => {
      void message.success(t('strategies.common.saved'));
      void queryClient.invalidateQueries({ queryKey: strategyKeys.all });
      navigate(stationId ? strategyRoutes.station(stationId) : strategyRoutes.detail(saved.id));
    },
    onError: (error) => {
      showServerErrors(error);
    },
  });

  const handleSubmit = () => {
    setGeneral([]);
    // Clear the errors of the last try before placing this one's.
    form.setFields(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => ({ name: field.name, errors: [] })),
    );
    const checked = checkValues(form.getFieldsValue(true) as StrategyFormValues);
    if ('body' in checked) {
      // An edit writes the name and remark of the app's language, the other language's kept.
      const edited = mode === 'edit' ? editedTexts(source, checked.body, ['name', 'remark']) : {};
      save.mutate({ ...checked.body, ...edited });
      return;
    }
    const { errors, rest } = toFormErrors(checked.issues, { known });
    form.setFields(errors);
    setGeneral(rest);
  };

  const handleCancel = () =>
    navigate(
      stationId
        ? strategyRoutes.station(stationId)
        : source && mode === 'edit'
          ? strategyRoutes.detail(source.id)
          : strategyRoutes.list,
    );

  return (
    <Card
      size="small"
      title={t(`strategies.form.${mode}Title`)}
      data-testid="strategy-form-page"
      extra={
        <Button onClick={() => setGenerating(true)} data-testid="strategy-generate">
          {t('strategies.form.generate')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="strategy-form">
        <NamedFormHead
          ns="strategies"
          testId="strategy"
          general={general}
          nameMax={24}
          remarkMax={STRATEGY_REMARK_MAX}
          nameStyle={{ maxWidth: 360 }}
        />
        <RangesEditor />
      </Form>
      <Space style={{ marginTop: 16 }}>
        <CancelSave
          ns="strategies"
          testId="strategy"
          saving={save.isPending}
          onCancel={handleCancel}
          onSave={handleSubmit}
        />
        {stationId ? (
          <Checkbox
            checked={useAtStation}
            onChange={(event) => setUseAtStation(event.target.checked)}
            data-testid="strategy-use-at-station"
          >
            {t('strategies.form.useAtStation')}
          </Checkbox>
        ) : null}
      </Space>
      {generating ? (
        <GenerateDialog
          onClose={() => setGenerating(false)}
          onGenerated={(ranges) => {
            form.setFieldValue('ranges', ranges);
            setGenerating(false);
            void message.success(t('strategies.form.generated'));
          }}
        />
      ) : null}
    </Card>
  );
}

/**
 * StationDetail/AddStrategy: add a strategy, or edit (`?id=`) or copy (`?copy=`) one; opened from a
 * station (`&station=`) it can be chosen for that station on saving.
 */
export function StrategyForm() {
  const [params] = useSearchParams();
  const editId = params.get('id') ?? '';
  const copyId = params.get('copy') ?? '';
  const stationId = params.get('station') ?? '';
  const sourceId = editId || copyId;
  const mode: Mode = editId ? 'edit' : copyId ? 'copy' : 'add';
  const source = useQuery({
    queryKey: strategyKeys.one(sourceId),
    queryFn: () => fetchStrategy(sourceId),
    enabled: sourceId !== '',
  });
  if (sourceId && source.isLoading) return <Spin />;
  if (sourceId && !source.data) return <MissingRecord backTo={STRATEGY_LIST_ROUTE} />;
  return (
    <StrategyFormBody key={`${mode}-${sourceId}`} mode={mode} source={source.data} stationId={stationId} />
  );
}
