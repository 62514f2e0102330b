/**
 * Which fields a query selects under a path of the current field (e.g. edges → node), through
 * fragments and inline fragments, so a resolver loads only the parts that were asked for.
 */
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

function collect(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  path: readonly string[],
  into: Set<string>,
): void {
  if (!selectionSet) return;
  for (const selection of selectionSet.selections) {
    if (selection.kind === "InlineFragment") {
      collect(selection.selectionSet, fragments, path, into);
    } else if (selection.kind === "FragmentSpread") {
      collect(fragments[selection.name.value]?.selectionSet, fragments, path, into);
    } else if (path.length === 0) {
      into.add(selection.name.value);
    } else if (selection.name.value === path[0]) {
      collect(selection.selectionSet, fragments, path.slice(1), into);
    }
  }
}

export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const fields = new Set<string>();
  for (const node of info.fieldNodes) collect(node.selectionSet, info.fragments, path, fields);
  return fields;
}
