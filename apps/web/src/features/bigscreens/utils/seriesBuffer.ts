/** A bounded series: the oldest point goes once `max` points are kept, so a screen left open for days stays small. */
export class SeriesBuffer<T> {
  private readonly points: T[] = [];

  constructor(private readonly max: number) {}

  push(point: T): void {
    this.points.push(point);
    if (this.points.length > this.max) this.points.splice(0, this.points.length - this.max);
  }

  clear(): void {
    this.points.length = 0;
  }

  values(): readonly T[] {
    return this.points;
  }
}
