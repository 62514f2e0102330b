import { defineOperation, graphql, UserErrorFields, type ResultOf } from "./define";

export const CustomerFields = /* @__PURE__ */ graphql(`
  fragment CustomerFields on Customer {
    userCode
    isVisitor
    isStaff
    account
    email
    mobile
    nickName
    createTime
    memberInfo {
      levelCode
      staffCode
      staffName
    }
  }
`);

export type CustomerData = ResultOf<typeof CustomerFields>;

export const LoginPayloadFields = /* @__PURE__ */ graphql(
  `
    fragment LoginPayloadFields on LoginPayload {
      token
      customer {
        ...CustomerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [CustomerFields, UserErrorFields],
);

export const isVisitor = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query isVisitor {
      customer {
        userCode
        isVisitor
        isStaff
        nickName
        memberInfo {
          levelCode
        }
      }
    }
  `),
);

export const customer = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query customer {
        customer {
          ...CustomerFields
        }
      }
    `,
    [CustomerFields],
  ),
);

export const visitorLogin = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation visitorLogin {
        visitorLogin {
          ...LoginPayloadFields
        }
      }
    `,
    [LoginPayloadFields],
  ),
);

export const userLogin = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation userLogin($input: UserLoginInput!) {
        userLogin(input: $input) {
          ...LoginPayloadFields
        }
      }
    `,
    [LoginPayloadFields],
  ),
);

export const ssoLogin = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation ssoLogin($ssoToken: String!) {
        ssoLogin(ssoToken: $ssoToken) {
          ...LoginPayloadFields
        }
      }
    `,
    [LoginPayloadFields],
  ),
);

export const userLogout = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation userLogout {
      userLogout {
        success
      }
    }
  `),
  { changesSession: true },
);

export const needImageVerifyCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query needImageVerifyCode($account: String!) {
      needImageVerifyCode(account: $account)
    }
  `),
);

export const imageVerificationCreate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation imageVerificationCreate {
      imageVerificationCreate {
        image
        token
      }
    }
  `),
);
