import type { StationLogAction, StationLogEntry } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStationLogs } from '../api/stations';
import { useStation } from '../hooks/useStation';
import { stationDateTime, tzLabel } from '../utils/stationTime';
import { stationKeys } from '../api/stationKeys';
import { pagedTableProps } from '../../../ui/pagedTable';

/** Every change to the station, its bindings and its sharing (the logs tab and StationOperationLog), on the station's clock. */
export function StationOperationLog({ stationId, pageSize = 10 }: { stationId: string; pageSize?: number }) {
  const { t } = useTranslation();
  // The detail page has already loaded the station: this reads the cache; the log page loads it once.
  const tzOffsetHours = useStation(stationId).data?.tz_offset_hours ?? 8;
  const [page, setPage] = useState(1);
  const logs = useQuery({
    queryKey: stationKeys.logs(stationId, page, pageSize),
    queryFn: () => fetchStationLogs(stationId, page, pageSize),
    enabled: stationId !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <Table<StationLogEntry>
      rowKey="id"
      size="small"
      data-testid="station-log"
      loading={logs.isFetching}
      {...pagedTableProps(logs.data, { page, pageSize, onChange: setPage })}
      columns={[
        {
          title: `${t('stations.logs.time')} (${tzLabel(tzOffsetHours)})`,
          dataIndex: 'created_at',
          key: 'time',
          width: 170,
          render: (value: string) => stationDateTime(value, tzOffsetHours),
        },
        { title: t('stations.logs.user'), dataIndex: 'user_name', key: 'user', width: 140 },
        {
          title: t('stations.logs.action'),
          dataIndex: 'action',
          key: 'action',
          width: 160,
          render: (action: StationLogAction) => t(`stations.logActions.${action}`),
        },
        {
          title: t('stations.logs.detail'),
          dataIndex: 'detail',
          key: 'detail',
          render: (value: Record<string, unknown>) => (
            <span style={{ fontFamily: 'monospace', fontSize: 12 }}>{JSON.stringify(value)}</span>
          ),
        },
      ]}
    />
  );
}
