import { Allowed } from '../../access';
import type { OrganisationNode } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Empty, Row, Space, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { feedback } from '../../../ui/feedback';
import { deleteOrganisation, fetchOrganisationTree } from '../api/organisations';
import { allOrganisationIds, findOrganisation } from '../utils/organisationTree';
import { OrganisationDialog, type OrganisationDialogMode } from './OrganisationDialog';
import { OrganisationMembers } from './OrganisationMembers';
import { toastError } from '../../../ui/toastError';
import { organisationKeys } from '../api/organisationKeys';

/** The dialogs on the selected organisation, each opened by its own button. */
const NODE_DIALOGS = ['rename', 'move'] as const;

function treeData(nodes: readonly OrganisationNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span data-testid={`organisation-node-${node.name}`}>
        {node.name} ({node.member_count})
      </span>
    ),
    children: treeData(node.children),
  }));
}

/** UserManagement/OrganizationManagement: the tenant's organisation tree and each one's members. */
export function OrganizationManagement() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OrganisationDialogMode | null>(null);
  // Everything starts expanded, new organisations included; only what the user folds stays folded.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const tree = useQuery({ queryKey: organisationKeys.tree, queryFn: fetchOrganisationTree });
  const nodes = tree.data?.list ?? [];
  const selected = selectedId ? findOrganisation(nodes, selectedId) : undefined;
  const allIds = allOrganisationIds(nodes);
  const expandedKeys = allIds.filter((id) => !collapsed.has(id));

  const remove = useMutation({
    mutationFn: deleteOrganisation,
    onSuccess: () => {
      setSelectedId(null);
      void feedback.message.success(t('organisations.saved'));
      void queryClient.invalidateQueries({ queryKey: organisationKeys.tree });
    },
    // iot-org.10001: sub-organisations or members still present; the server's text says what to do.
    onError: (error) => {
      toastError(error);
    },
  });

  const handleSaved = () => {
    setDialog(null);
    void feedback.message.success(t('organisations.saved'));
    void queryClient.invalidateQueries({ queryKey: organisationKeys.tree });
  };

  return (
    <div className="ies-admin" data-testid="organization-management">
      <div className="ies-admin-head">
        <h2 className="ies-admin-title">{t('organisations.title')}</h2>
      </div>
      <Row gutter={24}>
        <Col xs={24} md={10}>
          <Space style={{ marginBottom: 16 }} wrap>
            <Allowed to="org:create">
              <Button
                type="primary"
                data-testid="organisation-add"
                onClick={() => setDialog({ kind: 'create', parentId: selected?.id ?? null })}
              >
                {selected ? t('organisations.addChild') : t('organisations.add')}
              </Button>
            </Allowed>
            <Allowed to="org:update">
              {NODE_DIALOGS.map((kind) => (
                <Button
                  key={kind}
                  disabled={!selected}
                  data-testid={`organisation-${kind}`}
                  onClick={() => selected && setDialog({ kind, node: selected })}
                >
                  {t(`organisations.${kind}`)}
                </Button>
              ))}
            </Allowed>
            <Allowed to="org:delete">
              <ConfirmButton
                question={t('organisations.confirmDelete', { name: selected?.name ?? '' })}
                words="organisations"
                onConfirm={() => selected && remove.mutate(selected.id)}
                disabled={!selected}
                danger
                loading={remove.isPending}
                data-testid="organisation-delete"
              >
                {t('organisations.delete')}
              </ConfirmButton>
            </Allowed>
          </Space>
          {nodes.length === 0 && !tree.isFetching ? (
            <Empty description={t('organisations.empty')} />
          ) : (
            <Tree
              data-testid="organisation-tree"
              blockNode
              expandedKeys={expandedKeys}
              onExpand={(keys) => {
                const open = new Set(keys.map(String));
                setCollapsed(new Set(allIds.filter((id) => !open.has(id))));
              }}
              treeData={treeData(nodes)}
              selectedKeys={selectedId ? [selectedId] : []}
              // A second click keeps the selection: the toolbar acts on what the user last chose.
              onSelect={(keys) => {
                if (keys.length > 0) setSelectedId(String(keys[0]));
              }}
            />
          )}
        </Col>
        <Col xs={24} md={14}>
          {selected ? (
            <OrganisationMembers key={selected.id} organisation={selected} />
          ) : (
            <Empty description={t('organisations.chooseOrganisation')} />
          )}
        </Col>
      </Row>
      {dialog && (
        <OrganisationDialog
          mode={dialog}
          tree={nodes}
          onClose={() => setDialog(null)}
          onSaved={handleSaved}
        />
      )}
    </div>
  );
}
