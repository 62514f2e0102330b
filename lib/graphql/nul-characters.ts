/**
 * Refuses a string holding the NUL character (U+0000), in a variable or a literal of the
 * document, before any resolver runs. PostgreSQL's text cannot hold it, so such a string failed
 * in the first query it reached and was answered as an unexpected server error; no input of the
 * shop can mean it. Answered as a validation failure (400, GRAPHQL_VALIDATION_FAILED), as any
 * other malformed request (request-edges.ts).
 */
import { GraphQLError, type StringValueNode, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";

const NUL = "\u0000";
const MESSAGE = "Strings may not contain the NUL character (U+0000).";
const extensions = { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } };

/** Whether a parsed JSON value holds NUL in a string or a key; a loop, as JSON nests deep. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes(NUL)) return true;
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function refuseNulCharactersPlugin(): Plugin {
  return {
    onParams({ params }) {
      if (holdsNul(params.variables) || params.query?.includes(NUL)) {
        throw new GraphQLError(MESSAGE, { extensions });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => ({
        StringValue(node: StringValueNode) {
          if (node.value.includes(NUL)) {
            context.reportError(new GraphQLError(MESSAGE, { nodes: node, extensions }));
          }
        },
      }));
    },
  };
}
