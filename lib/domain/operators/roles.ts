/**
 * Which role may do what (issue 16 part 6: "roles: content editor, operations, admin";
 * docs/adr/0037). Content editors and admins edit content; the operations role is for the
 * after-sales screens (orders, returns) that the after-sales issue adds; admins do everything,
 * managing operators included. Pure, so the console, the API and the tests share one table.
 */
import type { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from "./constants";

export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const GRANTS: Record<OperatorRole, readonly OperatorPermission[]> = {
  CONTENT_EDITOR: ["content:edit"],
  OPERATIONS: ["aftersales:manage"],
  ADMIN: ["content:edit", "aftersales:manage", "operators:manage"],
};

export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return GRANTS[role].includes(permission);
}

/** What the console shows in its menu for a role. */
export function permissionsOf(role: OperatorRole): readonly OperatorPermission[] {
  return GRANTS[role];
}
