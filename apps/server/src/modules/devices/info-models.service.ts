import { englishOf, type InfoModelItem, type InfoModelPageQuery } from '@ies/contracts';
import type { InfoModelFunctionBlock } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { InfoModelsRepository } from './info-models.repository';
import { pageOffset, pagedList } from '../../db/paging';

type ItemKind = 'operations' | 'events' | 'status';

function i18nOf(item: { zh: string; en?: string }) {
  return { zh_CN: item.zh, en_US: englishOf(item) };
}

function itemsOf(block: InfoModelFunctionBlock, kind: ItemKind): InfoModelItem[] {
  const source =
    kind === 'status' ? block.properties : kind === 'operations' ? block.operations : block.events;
  return source.map((item) => ({
    function_block: block.name,
    name: item.name,
    i18n: i18nOf(item),
    definition: { ...item } as Record<string, unknown>,
  }));
}

function page<T>(items: T[], query: InfoModelPageQuery) {
  const start = pageOffset(query);
  return pagedList(items.slice(start, start + query.page_size), items.length, query);
}

/** Views of an info model (docs/spec/A-access-and-shell.md §7): the batch by keyword, and its blocks, operations, events and status paged at 50. */
export class InfoModelsService {
  constructor(private readonly deps: { models: InfoModelsRepository }) {}

  async batch(auth: AuthContext, keyword: string | undefined) {
    const rows = await this.deps.models.listVisible(auth.tenantId, keyword?.trim() || undefined);
    return { list: rows.map((row) => ({ id: row.id, name: row.name, to_public: row.toPublic })) };
  }

  async functionBlocks(auth: AuthContext, id: string, query: InfoModelPageQuery) {
    const blocks = await this.blocksOf(auth, id, query.function_block);
    return page(
      blocks.map((block) => ({ name: block.name, i18n: i18nOf(block) })),
      query,
    );
  }

  async items(auth: AuthContext, id: string, kind: ItemKind, query: InfoModelPageQuery) {
    const blocks = await this.blocksOf(auth, id, query.function_block);
    return page(
      blocks.flatMap((block) => itemsOf(block, kind)),
      query,
    );
  }

  private async blocksOf(auth: AuthContext, id: string, functionBlock?: string) {
    const model = await this.deps.models.findVisible(auth.tenantId, id);
    if (!model) throw new AppError('iot-http.404');
    return functionBlock
      ? model.functionBlocks.filter((b) => b.name === functionBlock)
      : model.functionBlocks;
  }
}
