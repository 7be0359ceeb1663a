import type { OrganisationNode } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { allOrganisationIds, findOrganisation, parentOptions, subtreeIds } from './organisationTree';

const node = (id: string, children: OrganisationNode[] = [], parent_id: string | null = null) => ({
  id,
  name: `org ${id}`,
  parent_id,
  member_count: 0,
  children,
});

const tree = [node('a', [node('a1', [node('a1x', [], 'a1')], 'a'), node('a2', [], 'a')]), node('b')];

describe('organisation tree helpers', () => {
  it('finds a node at any depth and answers undefined for an unknown id', () => {
    expect(findOrganisation(tree, 'a1x')?.name).toBe('org a1x');
    expect(findOrganisation(tree, 'zz')).toBeUndefined();
  });

  it('lists every id of the tree', () => {
    expect(allOrganisationIds(tree)).toEqual(['a', 'a1', 'a1x', 'a2', 'b']);
  });

  it('collects the node and all its descendants', () => {
    const a = findOrganisation(tree, 'a');
    expect(a && [...subtreeIds(a)].sort()).toEqual(['a', 'a1', 'a1x', 'a2']);
  });

  it('disables the moved node and its descendants as parent choices, keeping the others', () => {
    const a1 = findOrganisation(tree, 'a1');
    const options = parentOptions(tree, a1 ? subtreeIds(a1) : new Set());
    expect(options[0]?.disabled).toBe(false);
    expect(options[0]?.children[0]?.disabled).toBe(true);
    expect(options[0]?.children[0]?.children[0]?.disabled).toBe(true);
    expect(options[0]?.children[1]?.disabled).toBe(false);
    expect(options[1]?.disabled).toBe(false);
  });
});
