import { useEffect, useState } from 'react';
import { fetchStations } from '../../stations';

const PARAM = 'station_id';
/** The station list is read again at most this often while waiting for a first station. */
const RETRY_MS = 10_000;

export interface StationChoice {
  stations: Array<{ id: string; name: string }>;
  stationId: string | null;
  /** Null while the list loads. */
  loaded: boolean;
  choose: (id: string) => void;
}

/**
 * The station a single-station or micro-grid screen shows: `station_id` in the address, else the
 * first station within the caller's authority. Choosing another keeps it in the address (a reload
 * shows the same station).
 */
export function useStationChoice(): StationChoice {
  const [stations, setStations] = useState<Array<{ id: string; name: string }>>([]);
  const [loaded, setLoaded] = useState(false);
  const [chosen, setChosen] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get(PARAM),
  );
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      fetchStations({ current_page: 1, page_size: 100 } as Parameters<typeof fetchStations>[0])
        .then((page) => {
          if (!live) return;
          setStations(page.list.map((s) => ({ id: s.id, name: s.name })));
          setLoaded(true);
        })
        .catch(() => {
          // The screen's own feed shows the connection state; the list is tried again.
          if (live) timer = setTimeout(load, RETRY_MS);
        });
    };
    load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  const stationId = chosen ?? stations[0]?.id ?? null;
  const choose = (id: string) => {
    const params = new URLSearchParams(window.location.search);
    params.set(PARAM, id);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
    setChosen(id);
  };
  return { stations, stationId, loaded, choose };
}
