import { describe, expect, it } from 'vitest';
import { ModuleServices } from './module-services';

interface Map {
  stations: { name: string };
  prices: () => number;
}

describe('ModuleServices', () => {
  it('hands a provided service to later readers', () => {
    const services = new ModuleServices<Map>();
    const stations = { name: 'stations' };
    services.provide('stations', stations);
    expect(services.get('stations')).toBe(stations);
    expect(services.find('stations')).toBe(stations);
  });

  it('names the module that has not registered yet', () => {
    const services = new ModuleServices<Map>();
    expect(() => services.get('prices')).toThrow('prices module not registered');
    expect(services.find('prices')).toBeUndefined();
  });

  it('refuses a second provider of the same service', () => {
    const services = new ModuleServices<Map>();
    services.provide('prices', () => 1);
    expect(() => services.provide('prices', () => 2)).toThrow('prices service provided twice');
    expect(services.get('prices')()).toBe(1);
  });
});
