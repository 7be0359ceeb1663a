import type { Dashboard, Kanban, KanbanData, KanbanLayout, LiveSample } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Empty } from 'antd';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';
import { deleteKanban, saveLayout } from '../api/dashboards';
import { dashboardKeys } from '../api/dashboardKeys';
import { useLiveDevices } from '../hooks/useLiveDevices';
import {
  boxOf,
  DASHBOARD_COLUMNS,
  draggedLayout,
  type GridMode,
  gridRows,
  ROW_HEIGHT,
  STACK_BELOW_PX,
  sameLayout,
  stackedBoxes,
} from '../utils/grid';
import { withLiveSamples } from '../utils/liveData';
import { KanbanCard } from './KanbanCard';

interface Drag {
  id: string;
  mode: GridMode;
  startX: number;
  startY: number;
  start: KanbanLayout;
}

/**
 * The kanbans of a dashboard on a 24-column grid. With the edit right, a kanban moves by its title
 * bar and resizes by its corner (pointer events); the new layout is saved when the pointer lifts.
 * Live samples of every device on the board move the kanbans' data as they arrive.
 */
export function DashboardBoard({
  dashboard,
  editable,
  onEdit,
}: {
  dashboard: Dashboard;
  editable: boolean;
  onEdit: (kanban: Kanban) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1200);
  const [layouts, setLayouts] = useState<Record<string, KanbanLayout>>({});
  const [drag, setDrag] = useState<Drag | null>(null);

  useEffect(() => {
    setLayouts(Object.fromEntries(dashboard.kanbans.map((k) => [k.id, k.layout])));
  }, [dashboard]);

  useEffect(() => {
    const node = box.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const save = useMutation({
    mutationFn: (items: Array<{ id: string; layout: KanbanLayout }>) => saveLayout(dashboard.id, { items }),
    onSuccess: (saved) => queryClient.setQueryData(dashboardKeys.one(dashboard.id), saved),
    onError: (error) => {
      toastError(error);
      setLayouts(Object.fromEntries(dashboard.kanbans.map((k) => [k.id, k.layout])));
    },
  });
  const remove = useMutation({
    mutationFn: (kanbanId: string) => deleteKanban(dashboard.id, kanbanId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    onError: (error) => toastError(error),
  });

  useLiveDevices(
    dashboard.kanbans.flatMap((k) => k.device_ids),
    (deviceId: string, samples: LiveSample[]) => {
      for (const kanban of dashboard.kanbans) {
        if (!kanban.device_ids.includes(deviceId)) continue;
        queryClient.setQueryData<KanbanData>(dashboardKeys.data(dashboard.id, kanban.id), (data) =>
          data ? withLiveSamples(data, kanban, deviceId, samples, Date.now()) : data,
        );
      }
    },
  );

  const colWidth = width / DASHBOARD_COLUMNS;
  // On a phone the 24 columns are too narrow to read: the kanbans stack and are not dragged there.
  const stacked = width < STACK_BELOW_PX;
  const movable = editable && !stacked;
  const handleGrab = (kanban: Kanban) => (event: ReactPointerEvent, mode: GridMode) => {
    if (!movable) return;
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    setDrag({
      id: kanban.id,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: layouts[kanban.id] ?? kanban.layout,
    });
  };
  const handlePointerMove = (event: ReactPointerEvent) => {
    if (!drag) return;
    const next = draggedLayout(
      drag.start,
      drag.mode,
      event.clientX - drag.startX,
      event.clientY - drag.startY,
      colWidth,
    );
    setLayouts((all) => (sameLayout(all[drag.id] ?? next, next) ? all : { ...all, [drag.id]: next }));
  };
  const handlePointerUp = () => {
    if (!drag) return;
    const now = layouts[drag.id];
    setDrag(null);
    if (now && !sameLayout(now, drag.start)) save.mutate([{ id: drag.id, layout: now }]);
  };

  if (dashboard.kanbans.length === 0) return <Empty description={t('dashboards.board.empty')} />;
  const rows = gridRows(Object.values(layouts));
  const stack = stacked
    ? stackedBoxes(
        dashboard.kanbans.map((k) => ({ id: k.id, layout: layouts[k.id] ?? k.layout })),
        width,
      )
    : null;
  return (
    <div
      ref={box}
      data-testid="dashboard-grid"
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      style={{
        position: 'relative',
        height: stack ? stack.height : rows * ROW_HEIGHT + (drag ? 8 * ROW_HEIGHT : 0),
        touchAction: drag ? 'none' : 'auto',
      }}
    >
      {dashboard.kanbans.map((kanban) => {
        const layout = layouts[kanban.id] ?? kanban.layout;
        const px = stack?.boxes[kanban.id] ?? boxOf(layout, colWidth);
        return (
          <div
            key={kanban.id}
            data-testid="kanban-cell"
            data-layout={`${layout.x},${layout.y},${layout.w},${layout.h}`}
            style={{
              position: 'absolute',
              ...px,
              transition:
                drag?.id === kanban.id ? 'none' : 'left 0.15s, top 0.15s, width 0.15s, height 0.15s',
              zIndex: drag?.id === kanban.id ? 2 : 1,
            }}
          >
            <KanbanCard
              kanban={kanban}
              height={px.height}
              editable={editable}
              movable={movable}
              onGrab={handleGrab(kanban)}
              onEdit={() => onEdit(kanban)}
              onDelete={() => remove.mutate(kanban.id)}
            />
          </div>
        );
      })}
    </div>
  );
}
