import { type OrganisationNode, organisationName } from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { ApiError } from '../../../ui/apiError';
import { schemaRule } from '../../../ui/fieldRule';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { createOrganisation, updateOrganisation } from '../api/organisations';
import { parentOptions, subtreeIds } from '../utils/organisationTree';

/** The name is taken: shown at the name field rather than as a toast. */
const NAME_TAKEN = 'iot-org.10002';

export type OrganisationDialogMode =
  | { kind: 'create'; parentId: string | null }
  | { kind: 'rename'; node: OrganisationNode }
  | { kind: 'move'; node: OrganisationNode };

interface DialogValues {
  name?: string;
  parent_id?: string | null;
}

/** Add, rename or move one organisation; the server's refusals land at the field they concern. */
export function OrganisationDialog(props: {
  mode: OrganisationDialogMode;
  tree: readonly OrganisationNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { mode } = props;
  const [form] = Form.useForm<DialogValues>();
  const showsName = mode.kind !== 'move';
  const showsParent = mode.kind !== 'rename';

  const save = useMutation({
    mutationFn: (values: DialogValues) => {
      const parentId = values.parent_id ?? null;
      if (mode.kind === 'create') return createOrganisation({ name: values.name ?? '', parent_id: parentId });
      if (mode.kind === 'rename') return updateOrganisation(mode.node.id, { name: values.name ?? '' });
      return updateOrganisation(mode.node.id, { parent_id: parentId });
    },
    onSuccess: props.onSaved,
    onError: (error) => handleSaveError(error),
  });

  const handleSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.code === NAME_TAKEN && showsName) {
      form.setFields([{ name: 'name', errors: [error.message] }]);
      return;
    }
    applyServerErrors(form, error);
  };

  const excluded = mode.kind === 'move' ? subtreeIds(mode.node) : new Set<string>();
  const initialValues: DialogValues =
    mode.kind === 'create'
      ? { parent_id: mode.parentId }
      : { name: mode.node.name, parent_id: mode.node.parent_id };
  const title = {
    create: t('organisations.add'),
    rename: t('organisations.rename'),
    move: t('organisations.move'),
  }[mode.kind];

  return (
    <FormDialog
      form={form}
      words="organisations"
      saving={save.isPending}
      onClose={props.onClose}
      title={title}
    >
      <Form<DialogValues>
        form={form}
        layout="vertical"
        data-testid="organisation-form"
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
      >
        {showsName && (
          <Form.Item
            name="name"
            label={t('organisations.name')}
            extra={t('organisations.nameHint')}
            rules={[schemaRule(organisationName)]}
          >
            <Input data-testid="organisation-name" />
          </Form.Item>
        )}
        {showsParent && (
          <Form.Item name="parent_id" label={t('organisations.parent')}>
            <TreeSelect
              data-testid="organisation-parent"
              allowClear
              treeDefaultExpandAll
              placeholder={t('organisations.topLevel')}
              treeData={parentOptions(props.tree, excluded)}
            />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
