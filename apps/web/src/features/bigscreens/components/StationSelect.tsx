import { useTranslation } from 'react-i18next';
import type { StationChoice } from '../hooks/useStationChoice';

/** The screen's station, chosen among those within the caller's authority. */
export function StationSelect({ choice }: { choice: StationChoice }) {
  const { t } = useTranslation();
  if (choice.stations.length < 2) return null;
  return (
    <select
      className="bs-select"
      aria-label={t('bigscreens.pickStation')}
      value={choice.stationId ?? ''}
      onChange={(event) => choice.choose(event.target.value)}
      data-testid="bigscreen-station-select"
    >
      {choice.stations.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
