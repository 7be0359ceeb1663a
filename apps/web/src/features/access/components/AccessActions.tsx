import { Button, Space } from 'antd';

/** The add button above an access list (groups, sub-users). */
export function AddButton(props: { label: string; testId: string; onClick: () => void }) {
  return (
    <Space style={{ marginBottom: 16 }}>
      <Button type="primary" onClick={props.onClick} data-testid={props.testId}>
        {props.label}
      </Button>
    </Space>
  );
}
