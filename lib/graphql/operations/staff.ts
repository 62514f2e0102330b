/** Staff sign-up (accounts §4 Session "staffSignUp", §2 /member/regStaff). */
import { LoginPayloadFields } from "./accounts";
import { defineOperation, graphql, type VariablesOf } from "./define";

export const staffSignUp = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation staffSignUp($input: StaffSignUpInput!) {
        staffSignUp(input: $input) {
          ...LoginPayloadFields
        }
      }
    `,
    [LoginPayloadFields],
  ),
);

export type StaffSignUpVariables = VariablesOf<typeof staffSignUp.document>;
