/** The customer as the rest of the domain sees it: one conversion from the row. */
import type { customers } from "@/lib/db/schema";

export interface SessionCustomer {
  id: string;
  userCode: string;
  isVisitor: boolean;
  isStaff: boolean;
  email: string | null;
  mobile: string | null;
  nickName: string | null;
  firstName: string | null;
  lastName: string | null;
  levelCode: string | null;
  staffCode: string | null;
  staffName: string | null;
  createdAt: Date;
}

export function toSessionCustomer(row: typeof customers.$inferSelect): SessionCustomer {
  return {
    id: row.id,
    userCode: row.userCode,
    isVisitor: row.isVisitor,
    // accounts §1: "Staff: members whose member record carries a staff code."
    isStaff: !row.isVisitor && Boolean(row.staffCode),
    email: row.email,
    mobile: row.mobile,
    nickName: row.nickName,
    firstName: row.firstName,
    lastName: row.lastName,
    levelCode: row.levelCode,
    staffCode: row.staffCode,
    staffName: row.staffName,
    createdAt: row.createdAt,
  };
}
