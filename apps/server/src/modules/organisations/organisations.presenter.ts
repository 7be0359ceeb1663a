import type { Organisation, OrganisationNode } from '@ies/contracts';
import type { OrganisationRow } from '../../db/schema';

export function presentOrganisation(row: OrganisationRow): Organisation {
  return { id: row.id, name: row.name, parent_id: row.parentId };
}

/** Flat rows to the tree, roots first, children in row order. */
export function presentTree(rows: OrganisationRow[], memberCounts: Map<string, number>): OrganisationNode[] {
  const nodes = new Map<string, OrganisationNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        parent_id: row.parentId,
        member_count: memberCounts.get(row.id) ?? 0,
        children: [],
      },
    ]),
  );
  const roots: OrganisationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
