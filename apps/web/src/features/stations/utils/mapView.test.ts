import { describe, expect, it } from 'vitest';
import { lonLatAt, MIN_SPAN, panView, WORLD, zoomView } from './mapView';

describe('map zoom and pan', () => {
  it('zooms about the pointer: the point under it stays under it', () => {
    const view = { west: 60, east: 140, south: 0, north: 40 };
    const before = lonLatAt(view, 0.25, 0.75);
    const zoomed = zoomView(view, 0.5, 0.25, 0.75);
    expect(zoomed.east - zoomed.west).toBe(40);
    expect(zoomed.north - zoomed.south).toBe(20);
    expect(lonLatAt(zoomed, 0.25, 0.75)).toEqual(before);
  });

  it('stays on the globe and within its zoom limits', () => {
    expect(zoomView(WORLD, 4)).toEqual(WORLD);
    const tight = zoomView({ west: 100, east: 101, south: 30, north: 30.5 }, 0.1);
    expect(tight.east - tight.west).toBe(MIN_SPAN);
    const nearEdge = zoomView({ west: 170, east: 180, south: 80, north: 85 }, 4, 1, 0);
    expect(nearEdge.east).toBeLessThanOrEqual(180);
    expect(nearEdge.north).toBeLessThanOrEqual(90);
  });

  it('pans by a fraction of the view and stops at the edge of the world', () => {
    const view = { west: 0, east: 40, south: 0, north: 20 };
    expect(panView(view, 0.25, 0)).toEqual({ west: -10, east: 30, south: 0, north: 20 });
    expect(panView(view, 0, 0.5)).toEqual({ west: 0, east: 40, south: 10, north: 30 });
    expect(panView(view, -10, 0).east).toBe(180);
  });
});
