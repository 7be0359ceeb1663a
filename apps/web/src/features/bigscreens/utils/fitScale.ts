/** The design canvas of every big screen. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

/** Scale and offsets that fit the design canvas into a window whole, centred, with bars on the spare side. */
export function fitScale(width: number, height: number) {
  const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  return {
    scale,
    left: Math.max(0, (width - DESIGN_WIDTH * scale) / 2),
    top: Math.max(0, (height - DESIGN_HEIGHT * scale) / 2),
  };
}
