import type { Db } from '../../db/database';
import { behaviourLog } from '../../db/schema';

export class BehaviourLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof behaviourLog.$inferInsert): Promise<void> {
    await this.db.insert(behaviourLog).values(row);
  }
}
