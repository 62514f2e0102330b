/**
 * What the generated-operations part asserts of each answer: a status below 500, and no internal
 * detail in any error message, error extension or userError (stack frames, file paths, SQL text,
 * PostgreSQL's messages and SQLSTATE codes, driver error names). Error messages may quote the
 * caller's own input back (GraphQL's "got invalid value …"), so every string the caller sent is
 * cut out of the text before it is searched: a hostile "select * from" echoed is not a leak.
 * The masked error ("Unexpected error.", INTERNAL_SERVER_ERROR) is no leak: it is counted.
 */

export const MASKED_MESSAGE = "Unexpected error.";

const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\n\s+at |\bat (?:async )?[\w.$<>]+ \(|\bat (?:file:)?\/\w/],
  [
    "a file path",
    /\/(?:work|home|usr|tmp|app|var)\/|node_modules|\.(?:[cm]?[jt]sx?):\d+|file:\/\//,
  ],
  [
    "SQL text",
    /\b(?:select\b[\s\S]{1,200}\bfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|returning\s+\w+)\b/i,
  ],
  [
    "a PostgreSQL message",
    /\b(?:relation|column|function|constraint) "[^"]*"|violates|duplicate key value|syntax error at or near|invalid input (?:syntax|value) for|out of range for type|current transaction is aborted|Failed query|could not serialize|deadlock detected|canceling statement/i,
  ],
  [
    "an error class or runtime message",
    /\b(?:DatabaseError|DrizzleError|DrizzleQueryError|PostgresError|error: |TypeError|RangeError|ReferenceError|AggregateError|ECONNREFUSED|Cannot read propert|is not a function|is not iterable|undefined is not|Maximum call stack)/,
  ],
  ["detail after the masked message", /Unexpected error\.\s*\S/],
];

/** Extension keys a driver error or a stack would bring; the API's own are code, field, http. */
const LEAKY_EXTENSION_KEYS =
  /^(?:stack|stacktrace|exception|originalError|cause|query|sql|detail|hint|routine|position|where|schema|table|column|constraint|file|line|severity)$/i;
/** A SQLSTATE (22P02, 23505, 40001, …) as an error code. */
const SQLSTATE = /^[0-9][0-9A-Z]{4}$/;

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) strings(item, into);
  else if (typeof value === "number") into.push(String(value));
  return into;
}

/** The text with every input string (as sent, and as JSON spells it) cut out. */
function withoutEchoes(text: string, sent: readonly unknown[]): string {
  const echoes = strings(sent)
    .filter((value) => value.length >= 3)
    .flatMap((value) => [value, JSON.stringify(value).slice(1, -1)])
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const echo of echoes) rest = rest.split(echo).join("…");
  return rest;
}

export interface GraphQLErrorShape {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

export interface Body {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorShape[];
}

/** Each leak found in the answer, as "what: where". */
export function leaksIn(body: Body | string, sent: readonly unknown[]): string[] {
  const found: string[] = [];
  const search = (where: string, text: string) => {
    const cleaned = withoutEchoes(text, sent);
    for (const [what, pattern] of LEAKS) {
      const match = pattern.exec(cleaned);
      if (match)
        found.push(
          `${what} in ${where}: …${cleaned.slice(Math.max(0, match.index - 40), match.index + 80)}…`,
        );
    }
  };
  if (typeof body === "string") {
    search("the body", body);
    return found;
  }
  for (const error of body.errors ?? []) {
    search("an error message", String(error.message));
    const extensions = error.extensions ?? {};
    for (const key of Object.keys(extensions)) {
      if (LEAKY_EXTENSION_KEYS.test(key)) found.push(`extension key "${key}"`);
    }
    if (typeof extensions.code === "string" && SQLSTATE.test(extensions.code))
      found.push(`a SQLSTATE as the error code: ${extensions.code}`);
    search("error extensions", JSON.stringify(extensions));
  }
  for (const userError of userErrorsIn(body.data)) search("a userError", JSON.stringify(userError));
  return found;
}

/** The userErrors anywhere in the data (payloads, or a root field that is a list of them). */
export function userErrorsIn(data: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(data)) {
    for (const item of data) {
      if (
        item &&
        typeof item === "object" &&
        "code" in item &&
        "message" in item &&
        "field" in item
      )
        into.push(item);
      else userErrorsIn(item, into);
    }
  } else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (key === "userErrors" && Array.isArray(value)) into.push(...value);
      else userErrorsIn(value, into);
    }
  }
  return into;
}

export type Outcome = "data" | "userErrors" | "graphqlErrors" | "masked" | "httpRefusal";

/** How the answer ended: the worst of a masked error, other errors, userErrors, plain data. */
export function outcomeOf(body: Body | string): Outcome {
  if (typeof body === "string") return "httpRefusal";
  const errors = body.errors ?? [];
  if (
    errors.some(
      (error) =>
        error.message === MASKED_MESSAGE || error.extensions?.code === "INTERNAL_SERVER_ERROR",
    )
  )
    return "masked";
  if (errors.length > 0) return "graphqlErrors";
  if (userErrorsIn(body.data).length > 0) return "userErrors";
  return "data";
}

/** The codes of the answer's errors and userErrors ("not JSON" for a refusal of the HTTP edge). */
export function codesIn(body: Body | string): string[] {
  if (typeof body === "string") return ["not JSON"];
  const codes = (body.errors ?? []).map((error) => String(error.extensions?.code ?? "no code"));
  for (const userError of userErrorsIn(body.data))
    codes.push(String((userError as { code?: unknown }).code ?? "no code"));
  return codes;
}
