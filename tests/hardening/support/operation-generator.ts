/**
 * Generates GraphQL operations over every root field of the executable schema (the one the
 * server runs, lib/graphql/schema): a document with a selection set built from the field's
 * return type (up to three object levels, sometimes __typename, aliases and a named fragment)
 * and variables built from the argument types, for one kind of caller. An operation is "valid"
 * (type-correct, valid-looking values from the database) or "hostile": then one argument (or,
 * without arguments, the document or the caller's token) is certainly hostile, and every other
 * position may be (wrong kind, null, missing, a hostile string or number).
 */
import fc from "fast-check";
import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql";
import { HONG_KONG_ADDRESS } from "../../integration/support/guest-order";
import {
  callerFor,
  hostileNumber,
  orderInput,
  hostileString,
  validDateTime,
  validInt,
  validString,
  wrongKind,
  type CallerKind,
  type ValuePools,
} from "./generated-values";

export interface RootOperation {
  kind: "query" | "mutation";
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export interface GeneratedOperation {
  kind: "query" | "mutation";
  field: string;
  caller: CallerKind;
  hostile: boolean;
  /** A forged session token instead of the caller's (a hostile variant). */
  forgedToken: string | null;
  document: string;
  variables: Record<string, unknown>;
  /** Every value sent, inlined or as a variable: error messages may quote them back. */
  sent: unknown[];
}

/** Every Query and Mutation field of the schema, in schema order. */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const of = (kind: RootOperation["kind"], type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, name: field.name, field }));
  return [...of("query", schema.getQueryType()), ...of("mutation", schema.getMutationType())];
}

const MISSING = Symbol("missing");
type Value = unknown;
/** Object levels below the root field; the server's depth limit (15) is far above. */
const MAX_DEPTH = 3;
const FIELDS_PER_LEVEL = [5, 3, 2];

interface Context {
  pools: ValuePools;
  caller: CallerKind;
  root: string;
  now: Date;
}

function scalarValid(typeName: string, name: string, ctx: Context): fc.Arbitrary<Value> {
  switch (typeName) {
    case "Int":
      return validInt(name);
    case "Float":
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case "Boolean":
      return fc.boolean();
    case "DateTime":
      return validDateTime(ctx.now);
    case "Quantity":
      return fc.integer({ min: 1, max: 3 });
    default:
      return validString(name, ctx.root, ctx.pools, ctx.caller);
  }
}

function objectValid(
  type: GraphQLInputObjectType,
  ctx: Context,
  depth: number,
): fc.Arbitrary<Value> {
  if (type.name === "OrderCreateInput") return orderInput(ctx.pools, ctx.caller);
  if (type.name === "DeliveryAddressInput")
    return fc.boolean().map((isDefault) => ({ ...HONG_KONG_ADDRESS, isDefault }));
  const fields: Record<string, fc.Arbitrary<Value>> = {};
  for (const field of Object.values(type.getFields())) {
    const value = valid(field.type, field.name, ctx, depth + 1);
    fields[field.name] = isNonNullType(field.type)
      ? value
      : fc.option(value, { nil: MISSING, freq: 2 });
  }
  return fc.record(fields).map(withoutMissing);
}

function withoutMissing(value: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== MISSING));
}

function valid(type: GraphQLInputType, name: string, ctx: Context, depth = 0): fc.Arbitrary<Value> {
  if (isNonNullType(type)) return valid(type.ofType, name, ctx, depth);
  if (isListType(type))
    return fc.array(valid(type.ofType as GraphQLInputType, name, ctx, depth), {
      minLength: 1,
      maxLength: 3,
    });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) return objectValid(type, ctx, depth);
  return scalarValid(type.name, name, ctx);
}

/** A hostile value for a position of this type (or of any type: wrong kind, null). */
function hostile(
  type: GraphQLInputType,
  name: string,
  ctx: Context,
  depth = 0,
): fc.Arbitrary<Value> {
  const named = getNamedType(type);
  const typed: fc.Arbitrary<Value>[] = [];
  if (isListType(isNonNullType(type) ? type.ofType : type)) {
    const item = (isNonNullType(type) ? type.ofType : type) as { ofType: GraphQLInputType };
    typed.push(
      fc.constant([]),
      fc.array(hostile(item.ofType, name, ctx, depth + 1), { minLength: 1, maxLength: 3 }),
      valid(item.ofType, name, ctx, depth).map((value) => Array.from({ length: 300 }, () => value)),
    );
  } else if (isEnumType(named)) {
    typed.push(
      fc.constantFrom(...named.getValues().map((value) => value.name.toLowerCase()), "UNKNOWN", 1),
    );
  } else if (isInputObjectType(named) && depth < 3) {
    // The valid object with one to three fields hostile or left out.
    const fields = Object.values(named.getFields());
    typed.push(
      fc
        .tuple(
          objectValid(named, ctx, depth),
          fc.array(
            fc
              .constantFrom(...fields)
              .chain((field) =>
                fc
                  .oneof(hostile(field.type, field.name, ctx, depth + 1), fc.constant(MISSING))
                  .map((value) => [field.name, value] as const),
              ),
            { minLength: 1, maxLength: 3 },
          ),
        )
        .map(([base, changes]) =>
          withoutMissing({ ...(base as Record<string, Value>), ...Object.fromEntries(changes) }),
        ),
      fc.constant({ unknownField: "x" }),
    );
  } else if (["Int", "Float", "Quantity"].includes(named.name)) {
    typed.push(hostileNumber);
  } else if (named.name !== "Boolean") {
    typed.push(hostileString);
  }
  return fc.oneof(...typed.map((arbitrary) => ({ weight: 4, arbitrary })), {
    weight: 1,
    arbitrary: wrongKind,
  });
}

const selections = new Map<string, fc.Arbitrary<string>>();

/** The selection set of an output type `depth` levels below the root field ("" for leaves). */
function selection(type: GraphQLObjectType, depth: number, ctx: Context): fc.Arbitrary<string> {
  // Nested arguments draw on the caller's and the root field's values.
  const key = `${type.name}:${depth}:${ctx.caller}:${ctx.root}`;
  const cached = selections.get(key);
  if (cached) return cached;
  const fields = Object.values(type.getFields());
  if (type.name === "UserError") return fc.constant("{ code field message }");
  const leafOnly = depth >= MAX_DEPTH;
  const candidates = fields.filter(
    (field) =>
      field.name !== "userErrors" &&
      (!leafOnly || isLeafType(getNamedType(field.type))) &&
      (!isObjectType(getNamedType(field.type)) || !leafOnly),
  );
  const forced = fields.some((field) => field.name === "userErrors")
    ? "userErrors { code field message } "
    : "";
  const chosen =
    candidates.length === 0
      ? fc.constant([] as string[])
      : fc
          .subarray(candidates, {
            minLength: forced ? 0 : 1,
            maxLength: Math.min(FIELDS_PER_LEVEL[depth] ?? 2, candidates.length),
          })
          .chain((picked) =>
            picked.length === 0
              ? fc.constant([] as string[])
              : fc.tuple(...picked.map((field) => fieldSelection(field, depth + 1, ctx))),
          );
  const arbitrary = fc
    .tuple(chosen, fc.integer({ min: 0, max: 4 }))
    .map(
      ([parts, typename]) =>
        `{ ${typename === 0 || (parts.length === 0 && !forced) ? "__typename " : ""}${forced}${parts.join(" ")} }`,
    );
  selections.set(key, arbitrary);
  return arbitrary;
}

function fieldSelection(
  field: GraphQLField<unknown, unknown>,
  depth: number,
  ctx: Context,
): fc.Arbitrary<string> {
  const named = getNamedType(field.type);
  const sub = isObjectType(named) ? selection(named, depth, ctx) : fc.constant("");
  // Nested arguments: the required ones (Shop.order, Shop.products), inlined valid literals.
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const inlined =
    args.length === 0
      ? fc.constant("")
      : fc
          .tuple(...args.map((arg) => valid(arg.type, arg.name, ctx)))
          .map(
            (values) =>
              `(${args.map((arg, i) => `${arg.name}: ${literal(values[i], arg)}`).join(", ")})`,
          );
  return fc
    .tuple(fc.integer({ min: 0, max: 9 }), inlined, sub)
    .map(
      ([alias, argText, subText]) =>
        `${alias === 0 ? `a_${field.name}: ` : ""}${field.name}${argText} ${subText}`,
    );
}

/** A GraphQL literal of `value` for `arg`, or JSON's spelling when it is not of the type. */
function literal(value: Value, arg: GraphQLArgument): string {
  try {
    const ast = astFromValue(value, arg.type);
    if (ast) return print(ast);
  } catch {
    // Not a value of the type (a hostile one): spelt as JSON below, which GraphQL refuses.
  }
  return JSON.stringify(value) ?? "null";
}

type DocumentHostility =
  "argument" | "unknown-argument" | "unused-variable" | "unknown-field" | "forged-token";

export function operationArbitrary(
  root: RootOperation,
  pools: ValuePools,
  now: Date,
  index: number,
): fc.Arbitrary<GeneratedOperation> {
  const { field } = root;
  const returned = getNamedType(field.type);
  return fc
    .tuple(callerFor(root.name), fc.boolean())
    .chain(([caller, isHostile]) => {
      const ctx: Context = { pools, caller, root: root.name, now };
      const hostilities: DocumentHostility[] = [
        ...(field.args.length > 0 ? (["argument", "argument", "argument"] as const) : []),
        "unknown-argument",
        "unused-variable",
        "unknown-field",
        "forged-token",
      ];
      const argValues = field.args.map((arg) =>
        fc.oneof(
          { weight: 6, arbitrary: valid(arg.type, arg.name, ctx) },
          { weight: isHostile ? 3 : 0, arbitrary: hostile(arg.type, arg.name, ctx) },
          {
            weight: isHostile || !isNonNullType(arg.type) ? 1 : 0,
            arbitrary: fc.constant(MISSING),
          },
        ),
      );
      return fc.record({
        caller: fc.constant(caller),
        hostile: fc.constant(isHostile),
        values: argValues.length ? fc.tuple(...argValues) : fc.constant([] as Value[]),
        how: isHostile ? fc.constantFrom(...hostilities) : fc.constant(null),
        forced: fc.nat(Math.max(0, field.args.length - 1)),
        hostileArg: field.args.length
          ? fc.tuple(...field.args.map((arg) => hostile(arg.type, arg.name, ctx)))
          : fc.constant([] as Value[]),
        inline: fc.array(fc.integer({ min: 0, max: 9 }), {
          minLength: field.args.length,
          maxLength: field.args.length,
        }),
        selection: isObjectType(returned) ? selection(returned, 0, ctx) : fc.constant(""),
        fragment: fc.integer({ min: 0, max: 5 }),
        rootAlias: fc.integer({ min: 0, max: 9 }),
        token: fc.uuid(),
      });
    })
    .map((drawn) => {
      const values = [...drawn.values];
      if (drawn.how === "argument") values[drawn.forced] = drawn.hostileArg[drawn.forced];
      const variables: Record<string, Value> = {};
      const definitions: string[] = [];
      const args: string[] = [];
      const sent: Value[] = [];
      field.args.forEach((arg, i) => {
        const value = values[i];
        if (value === MISSING) {
          // Left out: a required argument then fails validation, or its variable is not given.
          if (drawn.hostile && drawn.inline[i]! % 2 === 0) {
            definitions.push(`$${arg.name}: ${String(arg.type)}`);
            args.push(`${arg.name}: $${arg.name}`);
          }
          return;
        }
        sent.push(value);
        if (drawn.inline[i] === 0) {
          args.push(`${arg.name}: ${literal(value, arg)}`);
          return;
        }
        definitions.push(`$${arg.name}: ${String(arg.type)}`);
        args.push(`${arg.name}: $${arg.name}`);
        variables[arg.name] = value;
      });
      if (drawn.how === "unknown-argument") args.push("notAnArgument: 1");
      if (drawn.how === "unused-variable") {
        definitions.push("$unused: String");
        variables.unused = "x";
      }
      let body = drawn.selection;
      let fragment = "";
      if (drawn.how === "unknown-field" && body) body = body.replace("{ ", "{ notAField ");
      if (drawn.how === "unknown-field" && !body) body = "{ notAField }";
      if (body && drawn.fragment === 0 && isObjectType(returned)) {
        fragment = ` fragment Part${index} on ${returned.name} ${body}`;
        body = `{ ...Part${index} }`;
      }
      const call = `${drawn.rootAlias === 0 ? "aliased: " : ""}${root.name}${args.length ? `(${args.join(", ")})` : ""}`;
      const head = `${root.kind} Generated${index}${definitions.length ? `(${definitions.join(", ")})` : ""}`;
      return {
        kind: root.kind,
        field: root.name,
        caller: drawn.caller,
        hostile: drawn.hostile,
        forgedToken: drawn.how === "forged-token" ? drawn.token : null,
        document: `${head} { ${call} ${body} }${fragment}`,
        variables,
        sent,
      };
    });
}

/** `total` operations spread round-robin over the root fields, each field's drawn from `seed`. */
export function generateOperations(
  roots: readonly RootOperation[],
  pools: ValuePools,
  now: Date,
  total: number,
  seed: number,
): GeneratedOperation[] {
  const perField = roots.map((root, j) =>
    fc.sample(operationArbitrary(root, pools, now, j), {
      seed: (seed + j * 7919) | 0,
      numRuns: Math.ceil((total - j) / roots.length),
    }),
  );
  return Array.from(
    { length: total },
    (_, i) => perField[i % roots.length]![Math.floor(i / roots.length)]!,
  );
}
