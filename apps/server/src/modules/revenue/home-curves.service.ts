import type { Currency, HomeCurvePoint, HomeCurves, HomeCurveSpan } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { localDateOf } from '../prices/prices.service';
import type { StationAccess } from '../stations/stations.service';
import type { HomeCurvesRepository } from './home-curves.repository';

const LABEL_LENGTH = { day: 10, month: 7, year: 4 } as const;

/** The span's first date up to `end` (a local date): 30 days, 12 months or 5 years. */
export function spanStart(span: HomeCurveSpan, end: string): string {
  const [y, m, d] = end.split('-').map(Number) as [number, number, number];
  if (span === 'day') return new Date(Date.UTC(y, m - 1, d - 29)).toISOString().slice(0, 10);
  if (span === 'month') return new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
  return `${y - 4}-01-01`;
}

/**
 * The home page's energy and income curves (issue 34 item 4) over every station the caller sees:
 * one read of the stored days, summed by each station's local calendar. Income is the days'
 * revenue per currency; a month's demand-charge saving is in the revenue report, not here.
 */
export class HomeCurvesService {
  constructor(
    private readonly deps: {
      curves: HomeCurvesRepository;
      clock: Clock;
      stations: () => StationAccess;
    },
  ) {}

  async curves(auth: AuthContext, span: HomeCurveSpan): Promise<HomeCurves> {
    const visibility = await this.deps.stations().visibleStations(auth);
    const stations = await this.deps.curves.zones(visibility);
    const now = this.deps.clock.now();
    // The newest local today among the stations: a station ahead of UTC is already on tomorrow.
    const end = stations.reduce(
      (latest, station) => {
        const today = localDateOf(now, station);
        return today > latest ? today : latest;
      },
      localDateOf(now, 0),
    );
    const start = spanStart(span, end);
    const sums =
      stations.length > 0 ? await this.deps.curves.sums(visibility, start, end, LABEL_LENGTH[span]) : [];
    const points = new Map<string, HomeCurvePoint>();
    for (const sum of sums) {
      let point = points.get(sum.label);
      if (!point) {
        point = { label: sum.label, charge: 0, discharge: 0, pv: 0, income: [] };
        points.set(sum.label, point);
      }
      point.charge += sum.charge ?? 0;
      point.discharge += sum.discharge ?? 0;
      point.pv += sum.pv ?? 0;
      point.income.push({ currency: sum.currency as Currency, amount: sum.income ?? 0 });
    }
    return { span, start, end, points: [...points.values()] };
  }
}
