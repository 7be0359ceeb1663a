/** The x axis of a day chart in hours: 00:00 to 24:00, a label every two hours (price bands, planned power). */
export const DAY_HOURS_AXIS = {
  type: 'value',
  min: 0,
  max: 24,
  interval: 2,
  axisLabel: { formatter: (hour: number) => `${String(hour).padStart(2, '0')}:00` },
} as const;
