import { usePermissions } from '../../access';
import type { PriceTemplate } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deletePriceTemplate, fetchPriceTemplates } from '../api/prices';
import { priceRoutes } from '../utils/routes';
import { type PriceFormMode, PriceForm } from './PriceForm';
import { NameSearchBar, useNameSearch, usageColumns } from '../../../ui/NameSearchList';
import { useAfterSave, useListChange } from '../../../ui/listChange';
import { PagedTable } from '../../../ui/PagedTable';
import { nameSearchActions } from '../../../ui/nameSearchActions';
import { priceKeys } from '../api/priceKeys';
import { localText } from '../../../ui/localText';

export const PRICE_PAGE_SIZE = 10;

interface Editing {
  mode: PriceFormMode;
  template?: PriceTemplate;
}

/** StationManagement/PriceList: the tenant's price templates; search and page live in the URL. */
export function PriceList() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const list = useNameSearch();
  const { name, page, go } = list;
  const [editing, setEditing] = useState<Editing | null>(null);

  const query = { current_page: page, page_size: PRICE_PAGE_SIZE, name: name || undefined };
  const templates = useQuery({
    queryKey: priceKeys.page(query),
    queryFn: () => fetchPriceTemplates(query),
    placeholderData: keepPreviousData,
  });

  // "In use" (iot-price.10001) is refused with catalogue text.
  const remove = useListChange(deletePriceTemplate, {
    refresh: priceKeys.all,
    done: t('prices.list.deleted'),
  });

  const handleSaved = useAfterSave(t('prices.common.saved'), priceKeys.all, () => setEditing(null));

  const columns: ColumnsType<PriceTemplate> = [
    {
      title: t('prices.fields.name'),
      key: 'name',
      render: (_, template) => (
        <Link to={priceRoutes.detail(template.id)}>{localText(template, 'name')}</Link>
      ),
    },
    { title: t('prices.fields.chargePrice'), key: 'charge', render: (_, p) => p.config.charge_price },
    {
      title: t('prices.fields.dischargePrice'),
      key: 'discharge',
      render: (_, p) => p.config.discharge_price,
    },
    {
      title: t('prices.fields.gridConnectionPrice'),
      key: 'feed_in',
      render: (_, p) => p.config.grid_connection_price,
    },
    ...usageColumns<PriceTemplate>('prices', t),
    nameSearchActions<PriceTemplate>(t, {
      ns: 'prices',
      testId: 'price',
      width: 220,
      lead: (template) => <Link to={priceRoutes.detail(template.id)}>{t('prices.common.detail')}</Link>,
      onEdit: (template) => setEditing({ mode: 'edit', template }),
      onCopy: (template) => setEditing({ mode: 'copy', template }),
      rights: { edit: can('price:update'), copy: can('price:create'), remove: can('price:delete') },
      onDelete: (template) => remove.mutate(template.id),
    }),
  ];

  return (
    <div data-testid="price-list">
      <NameSearchBar
        ns="prices"
        testId="price"
        state={list}
        onAdd={can('price:create') ? () => setEditing({ mode: 'add' }) : undefined}
      />
      <PagedTable<PriceTemplate>
        size="middle"
        columns={columns}
        busy={templates.isFetching || remove.isPending}
        scroll={{ x: 1000 }}
        data-testid="price-table"
        rows={templates.data}
        paging={{ page, pageSize: PRICE_PAGE_SIZE, onChange: (next) => go({ page: next }) }}
      />
      {editing ? (
        <PriceForm
          mode={editing.mode}
          template={editing.template}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      ) : null}
    </div>
  );
}
