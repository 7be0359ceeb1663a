/**
 * Changes this process made to stations and their bindings. Answers kept over stations (the home
 * summary) are made under a count and not given out after it moves; changes in other processes
 * are seen when the kept answer ages out.
 */
export class StationChanges {
  private changes = 0;

  note(): void {
    this.changes += 1;
  }

  get count(): number {
    return this.changes;
  }
}
