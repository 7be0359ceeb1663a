import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchBms } from '../api/stations';
import { LIVE_REFRESH_MS } from '../hooks/useStationLive';
import { formatNumber } from '../utils/labels';
import { BmsAssociationForm } from './BmsAssociationForm';
import { CellHeatMap } from './CellHeatMap';
import { stationKeys } from '../api/stationKeys';

/** BMS tab: per BMS, SOC and SOH, and the cell voltage and temperature heat maps with their extremes. */
export function StationBmsTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const bms = useQuery({
    queryKey: stationKeys.bms(stationId),
    queryFn: () => fetchBms(stationId),
    refetchInterval: LIVE_REFRESH_MS,
  });
  if (bms.isPending) return <Spin />;
  const list = bms.data?.list ?? [];
  const association = canEdit ? <BmsAssociationForm stationId={stationId} /> : null;
  if (list.length === 0)
    return (
      <>
        {association}
        <Empty description={t('stations.bms.none')} />
      </>
    );

  return (
    <div data-testid="station-bms">
      {association}
      {list.map((device) => (
        <Card
          key={device.device_id}
          size="small"
          title={`${t('stations.bms.device')}: ${device.name}`}
          style={{ marginBottom: 16 }}
        >
          <Row gutter={16} style={{ marginBottom: 12 }}>
            <Col span={6}>
              <Statistic title={t('stations.bms.soc')} value={formatNumber(device.soc)} suffix="%" />
            </Col>
            <Col span={6}>
              <Statistic title={t('stations.bms.soh')} value={formatNumber(device.soh)} suffix="%" />
            </Col>
          </Row>
          <h4>{t('stations.bms.cellVoltage')}</h4>
          <CellHeatMap kind="voltage" unit="V" values={device.cell_voltages} />
          <h4 style={{ marginTop: 16 }}>{t('stations.bms.cellTemperature')}</h4>
          <CellHeatMap kind="temperature" unit="°C" values={device.cell_temperatures} />
        </Card>
      ))}
    </div>
  );
}
