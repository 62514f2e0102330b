/** Member profile operations (accounts §7 Session and user); all read the caller's own record. */
import { defineOperation, graphql, UserErrorFields, type ResultOf } from "./define";

export const AccountInfoFields = /* @__PURE__ */ graphql(`
  fragment AccountInfoFields on AccountInfo {
    name
    nickname
    portrait
    firstName
    lastName
    birthday
    birthMonth
    genderType
    userRemark
    email
    mobile
    appellation
  }
`);

export type AccountInfoData = ResultOf<typeof AccountInfoFields>;

export const queryMemberInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query queryMemberInfo {
      queryMemberInfo {
        userCode
        isStaff
        createTime
        gwpMemberInfo {
          countryCode
          mobile
          name
          email
          sex
          birthMonth
          staffCode
          staffName
          nickName
        }
        memberInfo {
          levelCode
        }
      }
    }
  `),
);

export const accountInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query accountInfo {
        accountInfo {
          ...AccountInfoFields
        }
      }
    `,
    [AccountInfoFields],
  ),
);

export const queryUserInformation = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query queryUserInformation {
        queryUserInformation {
          ...AccountInfoFields
        }
      }
    `,
    [AccountInfoFields],
  ),
);

export const querySimpleMemberInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query querySimpleMemberInfo {
      querySimpleMemberInfo {
        createTime
        userCode
        name
        staffCode
        goDollar {
          balance
        }
      }
    }
  `),
);

export type SimpleMemberInfoData = ResultOf<
  typeof querySimpleMemberInfo.document
>["querySimpleMemberInfo"];

export const queryVisitorMemberInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query queryVisitorMemberInfo {
      queryVisitorMemberInfo {
        userCode
      }
    }
  `),
);

const UpdateMemberInfoPayloadFields = /* @__PURE__ */ graphql(
  `
    fragment UpdateMemberInfoPayloadFields on UpdateMemberInfoPayload {
      success
      accountInfo {
        ...AccountInfoFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [AccountInfoFields, UserErrorFields],
);

export const updateMemberInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation updateMemberInfo($input: UpdateMemberInfoInput!) {
        updateMemberInfo(input: $input) {
          ...UpdateMemberInfoPayloadFields
        }
      }
    `,
    [UpdateMemberInfoPayloadFields],
  ),
);

/** The spec's other name for updateMemberInfo; deprecated in the schema, kept for old callers. */
export const updateMember = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation updateMember($input: UpdateMemberInfoInput!) {
        updateMember(input: $input) {
          ...UpdateMemberInfoPayloadFields
        }
      }
    `,
    [UpdateMemberInfoPayloadFields],
  ),
);
