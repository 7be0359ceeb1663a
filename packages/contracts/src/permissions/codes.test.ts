import { describe, expect, it } from 'vitest';
import {
  isPermissionApi,
  isPermissionCode,
  PERMISSIONS,
  permissionByApi,
  permissionByCode,
  permissionCodeOf,
  permissionsOfFamily,
  SPEC_PERMISSION_KEYS,
} from './codes';
import { PERMISSION_FAMILIES, PERMISSION_FAMILY_LABELS, permissionFamilyOf } from './families';

const SPEC_FAMILIES = [10201, 10202, 10203, 10401, 10402, 10602, 10603, 10606, 10607, 10701, 10702, 10901];

describe('permission catalogue', () => {
  it('gives every permission a unique 8-digit code and API name', () => {
    const codes = PERMISSIONS.map((p) => p.code);
    const apis = PERMISSIONS.map((p) => p.api);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(apis).size).toBe(apis.length);
    for (const permission of PERMISSIONS) {
      expect(String(permission.code)).toMatch(/^\d{8}$/);
      expect(permission.api).toMatch(/^[a-z]+(?:-[a-z]+)*(?::[a-z]+(?:-[a-z]+)*)+$/);
      expect(permission.zh.trim()).not.toBe('');
      expect(permission.en.trim()).not.toBe('');
    }
  });

  it('places every code in a declared family, and each family has labels', () => {
    const families = new Set<number>(PERMISSION_FAMILIES);
    expect(PERMISSIONS.filter((p) => !families.has(permissionFamilyOf(p.code)))).toEqual([]);
    for (const family of PERMISSION_FAMILIES) {
      expect(PERMISSION_FAMILY_LABELS[family].zh).toBeTruthy();
      expect(PERMISSION_FAMILY_LABELS[family].en).toBeTruthy();
    }
  });

  it('covers the spec families, each starting with its view action 001', () => {
    expect(
      SPEC_FAMILIES.filter((family) => !(PERMISSION_FAMILIES as readonly number[]).includes(family)),
    ).toEqual([]);
    for (const family of SPEC_FAMILIES) {
      expect(isPermissionCode(family * 1000 + 1), String(family)).toBe(true);
    }
    expect(permissionByCode(10901001)?.api).toBe('system:config');
  });

  it('keeps the permission keys the spec shows on calls', () => {
    for (const key of SPEC_PERMISSION_KEYS) expect(isPermissionApi(key)).toBe(true);
    expect(permissionCodeOf('group:device:bind')).toBe(10202005);
    expect(permissionFamilyOf(permissionCodeOf('tenant:user:create'))).toBe(10702);
    expect(permissionFamilyOf(permissionCodeOf('alert:trigger-rule:update'))).toBe(10401);
  });

  it('looks permissions up by code, API name and family', () => {
    expect(permissionByApi('station:view')?.code).toBe(10202001);
    expect(permissionByApi('station:fly')).toBeUndefined();
    expect(permissionByCode(99999999)).toBeUndefined();
    const stationCodes = permissionsOfFamily(10202).map((p) => p.code);
    expect(stationCodes.length).toBeGreaterThan(5);
    expect(stationCodes.every((code) => permissionFamilyOf(code) === 10202)).toBe(true);
  });

  it('lists the permissions collected from the folders by code, and each family once, by number', () => {
    const codes = PERMISSIONS.map((p) => p.code);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect(PERMISSION_FAMILIES).toEqual([...new Set(PERMISSION_FAMILIES)].sort((a, b) => a - b));
    // Declared in firmware/, sim-pool/ and timed-strategies/ (not in a shared list).
    expect(permissionsOfFamily(10203).map((p) => p.api)).toContain('firmware:view');
    expect(PERMISSION_FAMILY_LABELS[10902].en).toBe('SIM pool');
    expect(permissionByCode(10202008)?.api).toBe('station:timed-job');
  });
});
