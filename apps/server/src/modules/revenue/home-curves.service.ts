import type { Currency, HomeCurvePoint, HomeCurves, HomeCurveSpan } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { localDateOf } from '../prices/prices.service';
import type { StationAccess } from '../stations/stations.service';
import type { HomeCurvesRepository } from './home-curves.repository';
import { SharedFlight } from '../../platform/shared-flight';
import type { StationVisibility } from '../../db/station-visibility';

const LABEL_LENGTH = { day: 10, month: 7, year: 4 } as const;
/** A kept answer's life: other processes write stored days this process does not count. */
const KEPT_MS = 30_000;

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
      /** The stored days' write count in this process (RevenueRepository.writes). */
      writes: () => number;
    },
  ) {}

  private readonly kept = new Map<string, { at: number; writes: number; curves: HomeCurves }>();
  private readonly flight = new SharedFlight<HomeCurves>();

  /**
   * Every user of a merchant opening the home page asks the same sums: they share one answer
   * while no stored day but today's was written in this process, for at most 30 s, and never across visibility.
   */
  async curves(auth: AuthContext, span: HomeCurveSpan): Promise<HomeCurves> {
    const visibility = await this.deps.stations().visibleStations(auth);
    const key = JSON.stringify([
      visibility.tenantId,
      visibility.all ? '*' : visibility.userId,
      visibility.stationIds,
      span,
    ]);
    const now = this.deps.clock.now().getTime();
    const writes = this.deps.writes();
    const kept = this.kept.get(key);
    if (kept && kept.writes === writes && now - kept.at < KEPT_MS) return kept.curves;
    const curves = await this.flight.run(key, () => this.compute(visibility, span));
    if (this.kept.size > 1000) this.kept.clear();
    this.kept.set(key, { at: now, writes, curves });
    return curves;
  }

  private async compute(visibility: StationVisibility, span: HomeCurveSpan): Promise<HomeCurves> {
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
