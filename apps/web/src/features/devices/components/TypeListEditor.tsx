import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export interface EditorColumn {
  name: string;
  title: string;
  kind: 'text' | 'number' | 'select' | 'switch' | 'json';
  options?: { value: string; label: string }[];
  width?: number;
}

interface Props {
  list: string;
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
    case 'json':
      return <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} data-testid={testId} {...control} />;
    default:
      return <Input data-testid={testId} {...control} />;
  }
}

/** One list of the thing model (points, commands, …) as an editable table inside the type form. */
export function TypeListEditor({ list, columns, newRow, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <Form.List name={list}>
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
                        <Form.Item
                          name={[field.name, column.name]}
                          valuePropName={column.kind === 'switch' ? 'checked' : 'value'}
                          style={{ margin: 0 }}
                        >
                          <Editor column={column} testId={`${list}-${field.name}-${column.name}`} />
                        </Form.Item>
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
