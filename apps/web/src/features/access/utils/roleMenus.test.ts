import { describe, expect, it } from 'vitest';
import { followPermissions, screenOptions, screensIn, screensOf, withMenuGroups } from './roleMenus';

describe('roleMenus', () => {
  it("opens a permission's screens, and home and the personal center always", () => {
    expect(screensOf(['station:view'])).toEqual(['HomePage', 'PersonalCenter', 'StationList']);
    expect(screensOf([])).toEqual(['HomePage', 'PersonalCenter']);
  });

  it('adds the screens of a newly chosen permission and drops those of a removed one, keeping own choices', () => {
    // Chose station viewing: its screen comes in.
    const first = followPermissions(screensOf([]), [], ['station:view']);
    expect(first).toEqual(expect.arrayContaining(['HomePage', 'StationList']));
    // The user removed Home and added the system log by hand; then devices are chosen too.
    const edited = first.filter((menu) => menu !== 'HomePage').concat('SystemLog');
    const second = followPermissions(edited, ['station:view'], ['station:view', 'device:view']);
    expect(second).toContain('DeviceList');
    expect(second).toContain('SystemLog');
    expect(second).not.toContain('HomePage');
    // Station viewing dropped: its screen goes, the rest stays.
    const third = followPermissions(second, ['station:view', 'device:view'], ['device:view']);
    expect(third).not.toContain('StationList');
    expect(third).toEqual(expect.arrayContaining(['DeviceList', 'SystemLog']));
  });

  it('names the screens in both languages', () => {
    expect(screenOptions('en').find((o) => o.value === 'StationList')?.label).toBe('Station list');
    expect(screenOptions('zh').find((o) => o.value === 'StationList')?.label).toBe('电站列表');
  });

  it('stores the menu groups of the chosen screens, and shows only the screens again', () => {
    const stored = withMenuGroups(['HomePage', 'StationList', 'AlarmList']);
    expect(stored).toEqual(
      expect.arrayContaining(['HomePage', 'StationList', 'StationManagement', 'AlarmList']),
    );
    expect(stored).not.toContain('nothing');
    expect(screensIn(stored).sort()).toEqual(['AlarmList', 'HomePage', 'StationList']);
  });
});
