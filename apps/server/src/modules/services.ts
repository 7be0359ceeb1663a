import type { ModuleServices } from '../platform/module-services';
import type { AlarmEventsService } from './alarms/alarm-events.service';
import type { CommandsService } from './commands/commands.service';
import type { DevicesService } from './devices/devices.service';
import type { AlarmRaise } from './orders/alarm-work-orders';
import type { PricesService } from './prices/prices.service';
import type { RevenueEngine } from './revenue/revenue-engine';
import type { StationFiguresService } from './stations/station-figures.service';
import type { StationRecalcService } from './stations/station-recalc.service';
import type { StationsService } from './stations/stations.service';
import type { StorageCapacityService } from './storage-capacity/storage-capacity.service';
import type { StrategiesService } from './strategies/strategies.service';
import type { WorkOrdersService } from './orders/work-orders.service';

/** What each module hands the others, by name (the composition root in modules/index.ts). */
export interface ModuleServiceMap {
  /** Uploads refuse new files once the tenant's storage is full. */
  storageCapacity: StorageCapacityService;
  /** Strategy pushes send through it; the alarm engine sets the "alarm" status through it. */
  devices: DevicesService;
  /** The station authority of prices, strategies, revenue and orders. */
  stations: StationsService;
  /** A tariff change shows its revenue recomputation as a station task. */
  stationRecalc: StationRecalcService;
  /** Home and station figures, composed by the big screens. */
  stationFigures: StationFiguresService;
  /** Alarm rules' command actions, through the command state machine. */
  commands: CommandsService;
  prices: PricesService;
  strategies: StrategiesService;
  /** Today's income of stations; prices again what a tariff or recalculation changed. */
  revenue: RevenueEngine;
  /** Alarm rules check their `work_order` actions' template and people through it. */
  workOrders: WorkOrdersService;
  /** Opens the work order of an alarm rule's `work_order` action. */
  alarmOrders: (raise: AlarmRaise) => Promise<unknown>;
  /** Work orders link to and close the alarm events they were raised from. */
  alarmEvents: AlarmEventsService;
}

export type Services = ModuleServices<ModuleServiceMap>;
