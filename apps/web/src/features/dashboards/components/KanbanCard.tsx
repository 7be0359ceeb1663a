import type { Kanban } from '@ies/contracts';
import { DeleteOutlined, DragOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Spin, Typography } from 'antd';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../ui/toastError';
import { fetchKanbanData } from '../api/dashboards';
import { dashboardKeys } from '../api/dashboardKeys';
import type { GridMode } from '../utils/grid';
import { KanbanChart } from './KanbanChart';
import { KanbanTable } from './KanbanTable';

interface Props {
  kanban: Kanban;
  height: number;
  editable: boolean;
  /** Moved by its title bar and resized by its corner (editable, and not stacked on a phone). */
  movable: boolean;
  onGrab: (event: ReactPointerEvent, mode: GridMode) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One kanban: its title bar (a drag handle when editable), its chart or table, a resize corner. */
export function KanbanCard({ kanban, height, editable, movable, onGrab, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const data = useQuery({
    queryKey: dashboardKeys.data(kanban.dashboard_id, kanban.id),
    queryFn: () => fetchKanbanData(kanban.dashboard_id, kanban.id),
    // Live samples move it between reads; a read now and then keeps the range right.
    refetchInterval: 5 * 60_000,
  });
  const en = i18n.language.startsWith('en');
  const pointLabel = useCallback(
    (point: string) => {
      const s = data.data?.series.find((x) => x.point === point);
      if (!s) return point;
      const name = en ? s.point_en : s.point_zh;
      return s.unit ? `${name} (${s.unit})` : name;
    },
    [data.data, en],
  );
  const bodyHeight = height - 48;
  return (
    <Card
      size="small"
      data-testid="kanban"
      data-kanban-name={kanban.name}
      title={
        <Space
          onPointerDown={movable ? (e) => onGrab(e, 'move') : undefined}
          style={{ cursor: movable ? 'move' : 'default', userSelect: 'none', touchAction: 'none' }}
          data-testid="kanban-handle"
        >
          {movable && <DragOutlined />}
          <Typography.Text strong ellipsis title={kanban.description}>
            {kanban.name}
          </Typography.Text>
        </Space>
      }
      extra={
        editable && (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('dashboards.kanban.edit')}
              onClick={onEdit}
            />
            <Popconfirm title={t('dashboards.kanban.deleteConfirm')} onConfirm={onDelete}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('dashboards.kanban.delete')}
              />
            </Popconfirm>
          </Space>
        )
      }
      style={{ height: '100%', overflow: 'hidden' }}
      styles={{ body: { height: bodyHeight, padding: 8 } }}
    >
      {data.isPending ? (
        <Spin />
      ) : data.isError ? (
        <Alert type="warning" showIcon message={errorText(data.error)} />
      ) : data.data.series.every((s) => s.data.length === 0) ? (
        <Typography.Text type="secondary">{t('dashboards.kanban.noData')}</Typography.Text>
      ) : kanban.form === 'table' ? (
        <KanbanTable kanban={kanban} data={data.data} pointLabel={pointLabel} height={bodyHeight} />
      ) : (
        <KanbanChart kanban={kanban} data={data.data} pointLabel={pointLabel} />
      )}
      {movable && (
        <div
          onPointerDown={(e) => onGrab(e, 'resize')}
          data-testid="kanban-resize"
          title={t('dashboards.kanban.resize')}
          style={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: 16,
            height: 16,
            cursor: 'nwse-resize',
            touchAction: 'none',
            background: 'linear-gradient(135deg, transparent 50%, rgba(0,0,0,0.25) 50%)',
          }}
        />
      )}
    </Card>
  );
}
