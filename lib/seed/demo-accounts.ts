/** The demo accounts printed in the README. */
export const DEMO_MEMBER = {
  email: "member@example.com",
  password: "Member1234",
  mobile: "+852 91234567",
  firstName: "Mei",
  lastName: "Chan",
  levelCode: "GOLD",
} as const;

export const DEMO_STAFF = {
  email: "staff@example.com",
  password: "Staff1234",
  mobile: "+852 92345678",
  firstName: "Ka Ho",
  lastName: "Wong",
  levelCode: "STAFF",
  staffCode: "S10086",
  staffName: "Wong Ka Ho",
} as const;

/**
 * The demo staff register (docs/adr/0027): staff sign-up matches a staff no. and surname here.
 * S10086 is the demo staff account's own; the others are free to sign up with.
 */
export const DEMO_STAFF_REGISTER = [
  { staffCode: DEMO_STAFF.staffCode, surname: "Wong", staffName: DEMO_STAFF.staffName },
  { staffCode: "S20001", surname: "Chan", staffName: "Chan Tai Man" },
  { staffCode: "S20002", surname: "Lee", staffName: "Lee Siu Ling" },
  { staffCode: "S20003", surname: "Ho", staffName: "Ho Wing Yan" },
  { staffCode: "S20004", surname: "Cheung", staffName: "Cheung Chi Keung" },
] as const;

/**
 * The demo's operators of /ops (issue 16 part 6; docs/adr/0037): a content editor, and an
 * operator with the operations role (the after-sales screens; content is refused to them).
 */
export const DEMO_OPERATORS = [
  { email: "editor@example.com", password: "Editor1234", role: "CONTENT_EDITOR" },
  { email: "ops@example.com", password: "Ops12345", role: "OPERATIONS" },
] as const;
