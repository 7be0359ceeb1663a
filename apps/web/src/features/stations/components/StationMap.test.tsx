import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { StationMap } from './StationMap';

const markers = [
  { id: 'sz', name: 'Suzhou', lon: 120.6, lat: 31.3, color: '#52c41a' },
  { id: 'phx', name: 'Phoenix', lon: -112.07, lat: 33.45 },
];

describe('StationMap', () => {
  it('draws land, coastlines and borders from the shipped map data under the stations', async () => {
    render(<StationMap markers={markers} />);
    const land = await screen.findByTestId('station-map-land', {}, { timeout: 10_000 });
    // Every continent's rings: thousands of path commands, not a placeholder.
    expect(land.getAttribute('d')?.split('M').length).toBeGreaterThan(100);
    expect(screen.getByTestId('station-map-borders').getAttribute('d')?.length).toBeGreaterThan(1000);
    expect(screen.getAllByTestId('station-map-marker')).toHaveLength(2);
  });

  it('opens a station from its marker and zooms with the buttons', async () => {
    const handleOpen = vi.fn();
    render(<StationMap markers={markers} onMarkerClick={handleOpen} />);
    fireEvent.click(screen.getAllByTestId('station-map-marker')[0] as Element);
    expect(handleOpen).toHaveBeenCalledWith('sz');
    const svg = screen.getByTestId('station-map');
    const before = svg.querySelectorAll('text').length;
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    // Zoomed in: a finer graticule, so more grid labels than before.
    expect(svg.querySelectorAll('text').length).not.toBe(before);
  });

  it("draws China's provinces and their names when zoomed in on China, not on a world view", async () => {
    const { unmount } = render(<StationMap markers={markers} />);
    await screen.findByTestId('station-map-land', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('station-map-provinces')).toBeNull();
    unmount();
    render(<StationMap markers={[markers[0]!]} view={{ west: 110, east: 125, south: 25, north: 35 }} />);
    const provinces = await screen.findByTestId('station-map-provinces', {}, { timeout: 10_000 });
    expect(provinces.getAttribute('d')?.split('M').length).toBeGreaterThan(30);
    expect(screen.getByText('浙江')).toBeInTheDocument();
    expect(screen.getByText('江苏')).toBeInTheDocument();
    // Xinjiang lies far west of the view: its name is not drawn.
    expect(screen.queryByText('新疆')).toBeNull();
  });
});
