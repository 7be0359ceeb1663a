import { Button, ConfigProvider, Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditorColumn {
  name: string;
  title: string;
  kind: 'text' | 'number' | 'select' | 'switch' | 'tags' | 'list';
  options?: { value: string; label: string }[];
  width?: number;
  /** For `list`: the table of each row's nested list, edited in a dialog. */
  nested?: NestedList;
}

export interface NestedList {
  columns: EditorColumn[];
  newRow: Record<string, unknown>;
  /** The button's text for a row whose list has `count` items. */
  buttonText: (count: number) => string;
  /** The dialog's title for the row's values. */
  dialogTitle: (row: Record<string, unknown> | undefined) => string;
  /** What is wrong inside the row's list, shown at its button while the dialog is closed. */
  rowError?: (rowIndex: number) => string | undefined;
}

interface Props {
  /** Test ids and (at the top level) the form list's name. */
  list: string;
  /** The form list's name inside an enclosing list, when nested. */
  name?: (string | number)[];
  /** The absolute path of this list in the form (for reading row values). */
  path?: (string | number)[];
  columns: EditorColumn[];
  newRow: Record<string, unknown>;
  readOnly: boolean;
}

// Form.Item hands value/checked and onChange to its child: passed on to the real input.
function Editor({
  column,
  testId,
  ...control
}: {
  column: EditorColumn;
  testId: string;
  [prop: string]: unknown;
}) {
  switch (column.kind) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} data-testid={testId} {...control} />;
    case 'select':
      return <Select options={column.options} data-testid={testId} {...control} />;
    case 'switch':
      return <Switch size="small" data-testid={testId} {...control} />;
    case 'tags':
      // Typed values become tags on Enter or a comma; there is nothing to choose from.
      return (
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，']}
          style={{ width: '100%' }}
          data-testid={testId}
          {...control}
        />
      );
    default:
      return <Input data-testid={testId} {...control} />;
  }
}

function NestedListCell({
  column,
  fieldName,
  rowPath,
  testId,
  readOnly,
}: {
  column: EditorColumn & { nested: NestedList };
  fieldName: number;
  rowPath: (string | number)[];
  testId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = Form.useFormInstance();
  const items: unknown = Form.useWatch([...rowPath, column.name], { form, preserve: true });
  const error = column.nested.rowError?.(fieldName);
  const handleClose = () => setOpen(false);
  return (
    <>
      {/* Opening the list stays possible in a read-only form: only its inputs are disabled. */}
      <ConfigProvider componentDisabled={false}>
        <Button size="small" danger={!!error} onClick={() => setOpen(true)} data-testid={testId}>
          {column.nested.buttonText(Array.isArray(items) ? items.length : 0)}
        </Button>
      </ConfigProvider>
      {error && (
        <Typography.Text
          type="danger"
          style={{ display: 'block', fontSize: 12 }}
          data-testid={`${testId}-error`}
        >
          {error}
        </Typography.Text>
      )}
      {/* Rendered while closed too: errors set on its fields need them mounted. */}
      <Modal
        open={open}
        forceRender
        width={1000}
        title={open ? column.nested.dialogTitle(form.getFieldValue(rowPath)) : null}
        onCancel={handleClose}
        footer={
          <ConfigProvider componentDisabled={false}>
            <Button type="primary" onClick={handleClose} data-testid={`${testId}-done`}>
              {t('devices.common.ok')}
            </Button>
          </ConfigProvider>
        }
      >
        <TypeListEditor
          list={testId}
          name={[fieldName, column.name]}
          path={[...rowPath, column.name]}
          columns={column.nested.columns}
          newRow={column.nested.newRow}
          readOnly={readOnly}
        />
      </Modal>
    </>
  );
}

/** One list of the thing model (points, commands, …) as an editable table inside the type form. */
export function TypeListEditor({ list, name, path, columns, newRow, readOnly }: Props) {
  const { t } = useTranslation();
  const listPath = path ?? [list];
  return (
    <Form.List name={name ?? list}>
      {(fields, { add, remove }) => (
        // A plain table: antd's Table memoises its cells, which cuts them off the list's form context.
        <>
          <div style={{ overflowX: 'auto' }}>
            <table
              className="ies-type-list"
              data-testid={`type-list-${list}`}
              style={{ borderCollapse: 'collapse' }}
            >
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.name}
                      style={{ textAlign: 'left', padding: '4px 6px', minWidth: column.width }}
                    >
                      {column.title}
                    </th>
                  ))}
                  {!readOnly && <th />}
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <tr key={field.key}>
                    {columns.map((column) => (
                      <td key={column.name} style={{ padding: '4px 6px', verticalAlign: 'top' }}>
                        {column.kind === 'list' && column.nested ? (
                          <NestedListCell
                            column={{ ...column, nested: column.nested }}
                            fieldName={field.name}
                            rowPath={[...listPath, field.name]}
                            testId={`${list}-${field.name}-${column.name}`}
                            readOnly={readOnly}
                          />
                        ) : (
                          <Form.Item
                            name={[field.name, column.name]}
                            valuePropName={column.kind === 'switch' ? 'checked' : 'value'}
                            style={{ margin: 0 }}
                          >
                            <Editor column={column} testId={`${list}-${field.name}-${column.name}`} />
                          </Form.Item>
                        )}
                      </td>
                    ))}
                    {!readOnly && (
                      <td style={{ padding: '4px 6px', verticalAlign: 'top' }}>
                        <Button size="small" danger onClick={() => remove(field.name)}>
                          {t('devices.common.remove')}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!readOnly && (
            <Button
              style={{ marginTop: 8 }}
              onClick={() => add({ ...newRow })}
              data-testid={`type-add-${list}`}
            >
              {t('devices.types.addRow')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
