import { Button } from 'antd';

/** The add button above a station tab's list (bind devices, add a share), shown to those who may add. */
export function TabAddButton(props: { show: boolean; label: string; testId: string; onClick: () => void }) {
  if (!props.show) return null;
  return (
    <Button type="primary" style={{ marginBottom: 12 }} onClick={props.onClick} data-testid={props.testId}>
      {props.label}
    </Button>
  );
}
