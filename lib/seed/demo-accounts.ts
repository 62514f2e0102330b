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
