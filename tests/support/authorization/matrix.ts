/**
 * The authorization matrix's runner (issue 18 item 4; accounts §6 roles, common rule "a member
 * can never read or change another member's data; visitors get UNAUTHENTICATED on member-scoped
 * ops"; ADR 0037/0046 for the console). A row is one operation called with member A's ids
 * (rows-*.ts); every row is run by each actor of world.ts, and each answer is judged by the row's
 * kind:
 *
 * | kind   | visitor, guest token | member B, staff            | operator (no shopper session) |
 * | member | 401                  | refused, or their own data | 401                           |
 * | caller | their own            | refused, or their own data | no one's (nothing)            |
 * | order  | refused              | refused                    | 401                           |
 * | ops    | OPS_UNAUTHENTICATED (every shopper, member A too); the operator of the other role  |
 * |        | OPS_FORBIDDEN; the operator of the row's role passes                              |
 * | credential | refused, whoever asks: the operation takes a secret (an order's e-mail) in place  |
 * |        | of a session, and the row names A's thing with what only A would know wrongly      |
 *
 * "refused" is an error or a userError; `refuse: true` on a member or caller row (one naming A's
 * ids) demands it of B and staff too. After every call that is not the allowed actor's: no
 * internal error, nothing of A's in the answer (world.markers()), and A's rows, the guest's and
 * the console's tables as they were, byte for byte (world.state()).
 *
 * Then the allowed actor (A, or the operator) makes each row's call, after all refusals (its
 * changes would move what the refusals compare): no error, no userError unless the row says why
 * (`passMayRefuse`: a domain refusal for the state A's things are in, not for who asks), and a
 * read shows what proves the ids are the real ones (`sees`).
 */
import { describe, expect, it } from "vitest";
import { parse, Kind as AstKind, type OperationDefinitionNode } from "graphql";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import type { Operation } from "@/lib/graphql/operations/define";
import type { GraphQLResponse, TestClient } from "../../integration/support/graphql-client";
import { ACTORS, type Actor, type OperatorRole, type OwnerIds, type World } from "./world";

export type RowKind = "member" | "caller" | "order" | "ops" | "credential";

export interface Row {
  /** The operation called (its root fields are what the row covers); or `call` for a route. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows hold operations of every type
  op?: Operation<any, any>;
  vars?: (a: OwnerIds) => unknown;
  /** A call that is not a GraphQL operation (a route handler), with the label to show. */
  call?: (api: TestClient, a: OwnerIds, world: World) => Promise<GraphQLResponse<unknown>>;
  label?: string;
  /** The schema fields a `call` row exercises (an `op` row's are read from its document). */
  fields?: string[];
  kind: RowKind;
  /** Member and caller rows naming A's ids: B and staff must be refused, not answered. */
  refuse?: boolean;
  /** Who the thing named belongs to: member A by default; "none" for a forged credential. */
  owner?: "member A" | "staff" | "none";
  /** Ops rows: the role the operation needs. */
  role?: OperatorRole;
  /** A read: the allowed actor's answer contains this (the ids named are real). */
  sees?: (a: OwnerIds) => string;
  /** The payload is a list of userErrors (no wrapping object). */
  answersUserErrors?: boolean;
  /** What of A's the caller itself sent and the answer may repeat (a refused coupon's code). */
  echoes?: (a: OwnerIds) => string[];
  /** A refusal the answer states in its data rather than as an error (queryVisitorToken's flag). */
  refusedWhen?: (data: unknown) => boolean;
  /** Why the allowed actor's change may meet a domain userError (never an auth error). */
  passMayRefuse?: string;
}

/** The schema fields a row's operation selects at its root. */
export function fieldsOf(row: Row): string[] {
  if (!row.op) return row.fields ?? [];
  const definition = parse(row.op.source).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === AstKind.OPERATION_DEFINITION,
  )!;
  return definition.selectionSet.selections.flatMap((s) =>
    s.kind === AstKind.FIELD ? [s.name.value] : [],
  );
}

export const labelOf = (row: Row) => row.label ?? (row.op ? row.op.name : "route");

export function allowedActor(row: Row): Actor | null {
  if (row.kind === "ops") return "operator";
  const owner = row.owner ?? "member A";
  return owner === "none" ? null : owner;
}

/** What every call of the matrix ended as: the hardening part prints these as figures. */
export class Tally {
  readonly outcomes = new Map<string, number>();
  cells = 0;
  passes = 0;
  count(outcome: string): void {
    this.cells += 1;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
  }
  pass(): void {
    this.cells += 1;
    this.passes += 1;
  }
}

const errorCodeOf = (response: GraphQLResponse<unknown>) =>
  response.body.errors?.[0]?.extensions?.code;

/** The op's payload: the single root field of the answer, or null when refused outright. */
function payloadOf(response: GraphQLResponse<unknown>): { userErrors?: unknown[] } | null {
  const data = response.body.data as Record<string, unknown> | null | undefined;
  const value = data ? (Object.values(data)[0] ?? null) : null;
  return value as { userErrors?: unknown[] } | null;
}

function userErrorsOf(row: Row, response: GraphQLResponse<unknown>): unknown[] {
  const payload = payloadOf(response);
  // opsOutboxResend and opsCouponSetStatus answer their userErrors as the whole payload.
  if (Array.isArray(payload)) return row.answersUserErrors ? payload : [];
  return payload?.userErrors ?? [];
}

export async function callRow(
  row: Row,
  api: TestClient,
  world: World,
): Promise<GraphQLResponse<unknown>> {
  if (row.call) return row.call(api, world.a, world);
  return api.call(row.op!, row.vars?.(world.a));
}

type Expected = "401" | "OPS_UNAUTHENTICATED" | "OPS_FORBIDDEN" | "refused" | "own";

function expectedOf(row: Row, actor: Actor, wrongRole: boolean): Expected {
  if (row.kind === "credential") return "refused";
  if (row.kind === "ops") {
    if (actor !== "operator") return "OPS_UNAUTHENTICATED";
    return wrongRole ? "OPS_FORBIDDEN" : "own";
  }
  // The console's session is not a shopper's: the operator calls as no one at all.
  if (actor === "operator") return row.kind === "caller" ? "own" : "401";
  const anonymous = actor === "visitor" || actor === "guest token";
  if (row.kind === "member" && anonymous) return "401";
  if (row.kind === "order") return "refused";
  if (actor === "member A" || row.refuse) return "refused";
  return "own";
}

/** Registers one test per (row, actor that must not pass), then one per allowed actor. */
export function defineMatrix(options: {
  world: () => World;
  rows: Row[];
  tally?: Tally;
  /** Tables the allowed actors' passes must change: proof that world.state() sees changes. */
  watchedChanges: string[];
}): void {
  const { rows } = options;
  const tally = options.tally ?? new Tally();

  describe("everyone but the owner (or the operator of the right role) is refused", () => {
    for (const row of rows) {
      const allowed = allowedActor(row);
      const otherRole: OperatorRole =
        row.role === "CONTENT_EDITOR" ? "OPERATIONS" : "CONTENT_EDITOR";
      const cells: { who: string; actor: Actor; wrongRole: boolean }[] = ACTORS.filter(
        (actor) => actor !== allowed,
      ).map((actor) => ({ who: actor, actor, wrongRole: false }));
      if (row.kind === "ops")
        cells.push({
          who: `operator of the other role (${otherRole})`,
          actor: "operator",
          wrongRole: true,
        });

      describe(labelOf(row), () => {
        it.each(cells)("$who", async (cell) => {
          const world = options.world();
          const role = cell.wrongRole ? otherRole : row.role;
          const api = await world.signIn(cell.actor, role);
          const before = await world.state();
          const response = await callRow(row, api, world);
          const code = errorCodeOf(response);
          expect(code).not.toBe("INTERNAL_SERVER_ERROR");
          const expected = expectedOf(row, cell.actor, cell.wrongRole);
          const refusals =
            (response.body.errors?.length ?? 0) +
            userErrorsOf(row, response).length +
            (row.refusedWhen?.(response.body.data) ? 1 : 0);
          switch (expected) {
            case "401":
              expect(code).toBe(AUTH_ERROR_CODES.UNAUTHENTICATED);
              expect(payloadOf(response)).toBeNull();
              break;
            case "OPS_UNAUTHENTICATED":
            case "OPS_FORBIDDEN":
              expect(code).toBe(OPERATOR_ERROR_CODES[expected.slice(4) as "FORBIDDEN"]);
              expect(payloadOf(response)).toBeNull();
              break;
            case "refused":
              expect(refusals).toBeGreaterThan(0);
              break;
            case "own":
              break;
          }
          tally.count(
            expected === "own"
              ? refusals > 0
                ? "refused (error or userError)"
                : "answered with the caller's own data"
              : expected === "refused"
                ? "refused (error or userError)"
                : `refused ${expected}`,
          );
          if (cell.actor !== "member A") {
            const text = JSON.stringify(response.body);
            const echoed = row.echoes?.(world.a) ?? [];
            for (const marker of world.markers().filter((m) => !echoed.includes(m)))
              expect(text).not.toContain(marker);
          }
          expect(await world.state()).toEqual(before);
        });
      });
    }
  });

  describe("the owner, or the operator of the right role, passes", () => {
    let initial: Record<string, string> = {};
    it("(A's watched state before the passes)", async () => {
      initial = await options.world().state();
    });
    for (const row of rows) {
      const allowed = allowedActor(row);
      if (!allowed) continue;
      it(`${labelOf(row)}: ${allowed}`, async () => {
        const world = options.world();
        const api = await world.signIn(allowed, row.role);
        const response = await callRow(row, api, world);
        expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
        if (!row.passMayRefuse) expect(userErrorsOf(row, response)).toEqual([]);
        if (row.sees) expect(JSON.stringify(response.body.data)).toContain(row.sees(world.a));
        tally.pass();
      });
    }
    it("changed what the refusals were compared on (the watch is not blind)", async () => {
      const now = await options.world().state();
      const changed = Object.keys(now).filter((table) => now[table] !== initial[table]);
      expect(changed).toEqual(expect.arrayContaining(options.watchedChanges));
    });
  });
}

/** An operation with no document in lib/graphql/operations (an alias, or a console list). */
export function rawOperation(
  name: string,
  kind: "query" | "mutation",
  source: string,
): Operation<unknown, Record<string, unknown>> {
  return { name, kind, source, document: undefined as never, changesSession: false };
}
