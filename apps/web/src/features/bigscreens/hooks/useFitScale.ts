import { useEffect, useState } from 'react';
import { fitScale } from '../utils/fitScale';

/** How often at most the scale is recomputed while the window is being resized. */
const RESIZE_THROTTLE_MS = 200;

const measure = () => fitScale(window.innerWidth, window.innerHeight);

/** The design canvas's scale for the window, recomputed at most every 200 ms on resize. */
export function useFitScale() {
  const [fit, setFit] = useState(measure);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const handleResize = () => {
      if (timer) return;
      const wait = Math.max(0, RESIZE_THROTTLE_MS - (Date.now() - last));
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        setFit(measure());
      }, wait);
    };
    window.addEventListener('resize', handleResize);
    return () => {
      window.removeEventListener('resize', handleResize);
      clearTimeout(timer);
    };
  }, []);
  return fit;
}
