/** Member profile operations (accounts §7 Session and user); all read the caller's own record. */
import { defineOperation, graphql, UserErrorFields, type ResultOf } from "./define";

export const AccountInfoFields = graphql(`
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

export const queryMemberInfo = defineOperation(
  graphql(`
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

export const accountInfo = defineOperation(
  graphql(
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

export const queryUserInformation = defineOperation(
  graphql(
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

export const querySimpleMemberInfo = defineOperation(
  graphql(`
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

export const queryVisitorMemberInfo = defineOperation(
  graphql(`
    query queryVisitorMemberInfo {
      queryVisitorMemberInfo {
        userCode
      }
    }
  `),
);

const UpdateMemberInfoPayloadFields = graphql(
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

export const updateMemberInfo = defineOperation(
  graphql(
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
export const updateMember = defineOperation(
  graphql(
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
