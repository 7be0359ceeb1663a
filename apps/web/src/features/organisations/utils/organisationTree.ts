import type { OrganisationNode } from '@ies/contracts';

export interface OrganisationTreeOption {
  value: string;
  title: string;
  key: string;
  disabled?: boolean;
  children: OrganisationTreeOption[];
}

/** Finds a node anywhere in the tree. */
export function findOrganisation(
  nodes: readonly OrganisationNode[],
  id: string,
): OrganisationNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inChild = findOrganisation(node.children, id);
    if (inChild) return inChild;
  }
  return undefined;
}

/** Every id of the tree, depth first. */
export function allOrganisationIds(nodes: readonly OrganisationNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...allOrganisationIds(node.children)]);
}

/** Ids of the node and everything below it: none of them can become its new parent. */
export function subtreeIds(node: OrganisationNode): Set<string> {
  const ids = new Set<string>([node.id]);
  for (const child of node.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** TreeSelect options for choosing a parent; the excluded ids are shown but cannot be picked. */
export function parentOptions(
  nodes: readonly OrganisationNode[],
  excluded: ReadonlySet<string> = new Set(),
): OrganisationTreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    key: node.id,
    title: node.name,
    disabled: excluded.has(node.id),
    children: parentOptions(node.children, excluded),
  }));
}
