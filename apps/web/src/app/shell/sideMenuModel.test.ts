import { DEFAULT_MENU } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { containerRoutes } from '../routeTable';
import { activeMenuRoute, buildSideMenu, routeTrail } from './sideMenuModel';

describe('side menu model', () => {
  const menu = buildSideMenu(containerRoutes);

  // The spec's side menu; a domain may add a page of its own to a group (its feature's route `menu`).
  const SPEC_MENU = [
    ['home', ['HomePage']],
    ['station', ['StationList', 'AlarmList', 'PriceList', 'StationBatchStrategyList']],
    ['operation', ['DeviceList', 'FirmwareList', 'DeviceTypeList']],
    ['repair', ['WorkOrder']],
    ['analysis', ['BatteryAnalysis', 'BackwardMonomer', 'DataDashboards', 'PeriodAnalysis']],
    ['report', ['EnergyConsumptionStatistics', 'ElectricityStatistics', 'RevenueStatistics', 'Downloads']],
    ['user', ['AuthorityManager', 'SubUserManager', 'OrganizationManagement']],
    [
      'system',
      ['PersonalCenter', 'SimpoolList', 'SystemConfig', 'SystemLog', 'StorageManagement', 'ScreenSettings'],
    ],
  ] as const;

  it('lists the groups and entries of docs/spec/A-access-and-shell.md §2.5 in order', () => {
    const pages = new Set<string>(SPEC_MENU.flatMap(([, entries]) => entries));
    expect(
      menu.map((group) => [
        group.key,
        group.routes.map((route) => route.path.split('/').at(-1)).filter((page) => pages.has(page ?? '')),
      ]),
    ).toEqual(SPEC_MENU);
  });

  it("gives each side-menu page the address and order of the server's default menu entry", () => {
    // A domain declares its page twice: the route's `menu` (web) and `<x>MenuEntries` (contracts).
    const web = containerRoutes
      .filter((route) => route.menu)
      .map((route) => [route.path, route.menu?.order])
      .sort();
    const seeded = DEFAULT_MENU.filter((entry) => entry.menu_type === '2')
      .map((entry) => [entry.link_address, entry.order])
      .sort();
    expect(web).toEqual(seeded);
  });

  it('highlights the list entry on its sub-pages', () => {
    expect(
      activeMenuRoute('/Container/StationManagement/StationList/StationDetail/AddStrategy', containerRoutes)
        ?.path,
    ).toBe('StationManagement/StationList');
    expect(activeMenuRoute('/Container/RepairManagement/RepairList', containerRoutes)).toBeUndefined();
  });

  it('builds the trail from the list to the sub-page without matching look-alike prefixes', () => {
    expect(
      routeTrail('/Container/StationManagement/StationList/StationDetail', containerRoutes).map(
        (r) => r.path,
      ),
    ).toEqual(['StationManagement/StationList', 'StationManagement/StationList/StationDetail']);
    expect(routeTrail('/Container/Report/CustomReportEdit', containerRoutes).map((r) => r.path)).toEqual([
      'Report/CustomReportEdit',
    ]);
  });

  it('marks exactly the station and device lists as kept alive', () => {
    expect(containerRoutes.filter((route) => route.keepAlive).map((route) => route.path)).toEqual([
      'StationManagement/StationList',
      'DeviceManager/DeviceList',
    ]);
  });
});
