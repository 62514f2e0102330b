/**
 * GRAPHQL_LIMITS.maxDirectives (docs/adr/0004, ADR 0052): a document with more directives than
 * the limit is refused at validation, before any resolver runs. Our own small rule rather than
 * another graphql-armor package: the count is a walk over the document.
 *
 * A fragment's directives count once for every place it is spread (recursively), as the
 * executor meets them once per spread: ten spreads of a fragment carrying three directives are
 * thirty. Every operation of the document counts, not only the one chosen by operationName, as
 * the whole document is validated (and the other limits count it whole too).
 */
import {
  GraphQLError,
  Kind,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/** The code of the refusal; a client error (400) like a failed validation (request-edges.ts). */
export const TOO_MANY_DIRECTIVES = "TOO_MANY_DIRECTIVES";

/** Directives in a node, not looking into the fragments it spreads; and the names it spreads. */
function ownDirectives(node: ASTNode): { directives: number; spreads: string[] } {
  let directives = 0;
  const spreads: string[] = [];
  visit(node, {
    Directive: () => void (directives += 1),
    FragmentSpread: (spread) => void spreads.push(spread.name.value),
  });
  return { directives, spreads };
}

/**
 * Directives of every operation of the document with its fragments expanded where spread. A
 * fragment's total is kept once computed, so a fan of spreads costs one walk per fragment; a
 * spread back into a fragment being counted (a cycle, refused by another rule) counts nothing.
 */
export function countDirectives(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const totals = new Map<string, number>();
  const counting = new Set<string>();
  const expanded = (node: ASTNode): number => {
    const own = ownDirectives(node);
    let total = own.directives;
    for (const name of own.spreads) total += fragmentTotal(name);
    return total;
  };
  const fragmentTotal = (name: string): number => {
    const known = totals.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || counting.has(name)) return 0;
    counting.add(name);
    const total = expanded(fragment);
    counting.delete(name);
    totals.set(name, total);
    return total;
  };
  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += expanded(definition);
  }
  return total;
}

/** The validation rule: one error for the whole document when it is over `max`. */
export function maxDirectivesRule(max: number): ValidationRule {
  return (context) => ({
    Document(document) {
      const found = countDirectives(document);
      if (found > max) {
        context.reportError(
          new GraphQLError(`Directives limit of ${max} exceeded, found ${found}.`, {
            extensions: { code: TOO_MANY_DIRECTIVES },
          }),
        );
      }
      // The count is done at the root; nothing below needs this rule.
      return false;
    },
  });
}

/** Adds the rule to every request's validation. */
export function maxDirectivesPlugin(max: number): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxDirectivesRule(max));
    },
  };
}
