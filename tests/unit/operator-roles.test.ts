import { describe, expect, it } from "vitest";
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from "@/lib/domain/operators/constants";
import { permissionsOf, roleAllows } from "@/lib/domain/operators/roles";

describe("operator roles (ADR 0037)", () => {
  it("lets content editors and admins edit content, not the operations role", () => {
    expect(roleAllows("CONTENT_EDITOR", "content:edit")).toBe(true);
    expect(roleAllows("ADMIN", "content:edit")).toBe(true);
    expect(roleAllows("OPERATIONS", "content:edit")).toBe(false);
  });

  it("keeps after-sales to operations and admins, and managing operators to admins", () => {
    expect(roleAllows("OPERATIONS", "aftersales:manage")).toBe(true);
    expect(roleAllows("CONTENT_EDITOR", "aftersales:manage")).toBe(false);
    expect(OPERATOR_ROLES.filter((role) => roleAllows(role, "operators:manage"))).toEqual([
      "ADMIN",
    ]);
  });

  it("gives an admin every permission", () => {
    expect([...permissionsOf("ADMIN")].sort()).toEqual([...OPERATOR_PERMISSIONS].sort());
  });
});
