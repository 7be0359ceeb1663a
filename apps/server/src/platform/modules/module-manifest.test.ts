import { describe, expect, it } from 'vitest';
import { type ModuleManifest, orderManifests } from './module-manifest';

type M = ModuleManifest<unknown, string>;
const m = (name: string, parts: Partial<M> = {}): M => ({ name, register: async () => {}, ...parts });

describe('module manifests', () => {
  it('registers a provider before the modules that need it, otherwise in list order', () => {
    const order = orderManifests([
      m('revenue', { needs: ['stations'], provides: ['revenue'] }),
      m('health'),
      m('stations', { provides: ['stations'], later: ['revenue'] }),
    ]).map((x) => x.name);
    expect(order).toEqual(['stations', 'revenue', 'health']);
  });

  it('allows modules to call each other later', () => {
    const order = orderManifests([
      m('orders', { provides: ['workOrders'], later: ['alarmEvents'] }),
      m('alarms', { provides: ['alarmEvents'], needs: ['workOrders'] }),
    ]).map((x) => x.name);
    expect(order).toEqual(['orders', 'alarms']);
  });

  it('stops on a missing service, naming it', () => {
    expect(() => orderManifests([m('reports', { needs: ['statistics'] })])).toThrow(
      'module reports needs statistics, which no module provides',
    );
    expect(() => orderManifests([m('reports', { later: ['mail'] })])).toThrow('reports needs mail');
  });

  it('stops on a cycle of needs, naming it', () => {
    expect(() =>
      orderManifests([m('a', { needs: ['b'], provides: ['a'] }), m('b', { needs: ['a'], provides: ['b'] })]),
    ).toThrow('modules need each other in a cycle: a → b → a');
  });

  it('stops on a service provided twice or a module listed twice', () => {
    expect(() => orderManifests([m('a', { provides: ['x'] }), m('b', { provides: ['x'] })])).toThrow(
      'service x is provided by both a and b',
    );
    expect(() => orderManifests([m('a'), m('a')])).toThrow('module a is listed twice');
  });
});
