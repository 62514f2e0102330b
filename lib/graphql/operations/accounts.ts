import { defineOperation, graphql, UserErrorFields, type ResultOf } from "./define";

export const CustomerFields = graphql(`
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

export const LoginPayloadFields = graphql(
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

export const isVisitor = defineOperation(
  graphql(`
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

export const customer = defineOperation(
  graphql(
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

export const visitorLogin = defineOperation(
  graphql(
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

export const userLogin = defineOperation(
  graphql(
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

export const ssoLogin = defineOperation(
  graphql(
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

export const userLogout = defineOperation(
  graphql(`
    mutation userLogout {
      userLogout {
        success
      }
    }
  `),
  { changesSession: true },
);

export const needImageVerifyCode = defineOperation(
  graphql(`
    query needImageVerifyCode($account: String!) {
      needImageVerifyCode(account: $account)
    }
  `),
);

export const imageVerificationCreate = defineOperation(
  graphql(`
    mutation imageVerificationCreate {
      imageVerificationCreate {
        image
        token
      }
    }
  `),
);
