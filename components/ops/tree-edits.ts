/** Pure edits of the editors' lists: move an item, change one at a path of indices. */

/** `list` with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export interface TreeNode {
  children: TreeNode[];
}

/** The siblings at `parentPath` (indices from the root) replaced by `edit(siblings)`. */
export function editSiblings<N extends TreeNode>(
  roots: readonly N[],
  parentPath: readonly number[],
  edit: (siblings: N[]) => N[],
): N[] {
  if (parentPath.length === 0) return edit([...roots]);
  const [head, ...rest] = parentPath;
  return roots.map((node, index) =>
    index === head ? { ...node, children: editSiblings(node.children as N[], rest, edit) } : node,
  );
}

/** The node at `path` replaced by `edit(node)`. */
export function editNode<N extends TreeNode>(
  roots: readonly N[],
  path: readonly number[],
  edit: (node: N) => N,
): N[] {
  const parent = path.slice(0, -1);
  const last = path[path.length - 1] ?? -1;
  return editSiblings(roots, parent, (siblings) =>
    siblings.map((node, index) => (index === last ? edit(node) : node)),
  );
}
