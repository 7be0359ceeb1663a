import { deviceTypeInputSchema, STANDARD_DEVICE_TYPES, STANDARD_INFO_MODEL_NAME } from '@ies/contracts';
import type { Db } from '../../db/database';
import type { InfoModelFunctionBlock } from '../../db/schema';
import { DeviceTypesRepository } from './device-types.repository';
import { InfoModelsRepository } from './info-models.repository';

/**
 * Writes the standard device types and the `Industry_ES` info model (one function block per
 * standard type) at start; idempotent, and a changed definition in contracts replaces the stored one.
 * Each definition goes through the same schema a tenant's type does, so the seed obeys B §5 too.
 */
export async function seedThingModel(db: Db): Promise<void> {
  const types = new DeviceTypesRepository(db);
  const blocks: InfoModelFunctionBlock[] = [];
  for (const input of STANDARD_DEVICE_TYPES) {
    const definition = deviceTypeInputSchema.parse(input);
    await types.upsertStandard(definition);
    blocks.push({
      name: definition.name,
      zh: definition.nickname || definition.name,
      en: definition.remark || definition.name,
      properties: definition.points,
      operations: definition.operations,
      events: definition.events,
    });
  }
  await new InfoModelsRepository(db).upsertPlatformModel(STANDARD_INFO_MODEL_NAME, blocks);
}
