/** Social sign-in documents (accounts §7 Login; docs/adr/0024), named as the spec names them. */
import { CustomerFields } from "./accounts";
import { defineOperation, graphql, UserErrorFields } from "./define";

const ThirdPartyLoginPayloadFields = /* @__PURE__ */ graphql(
  `
    fragment ThirdPartyLoginPayloadFields on ThirdPartyLoginPayload {
      token
      appType
      linkTicket
      customer {
        ...CustomerFields
      }
      thirdPartyProfile {
        thirdPartyId
        nickName
        email
        mobile
      }
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [CustomerFields, UserErrorFields],
);

export const facebookLogin = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation facebookLogin($appIdentifier: String!) {
        facebookLogin(appIdentifier: $appIdentifier) {
          ...ThirdPartyLoginPayloadFields
        }
      }
    `,
    [ThirdPartyLoginPayloadFields],
  ),
);

export const instagramLogin = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation instagramLogin($authCode: String!) {
        instagramLogin(authCode: $authCode) {
          ...ThirdPartyLoginPayloadFields
        }
      }
    `,
    [ThirdPartyLoginPayloadFields],
  ),
);

export const gwLoginByThirdParty = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation gwLoginByThirdParty(
        $appType: ThirdPartyAppType!
        $appIdentifier: String!
        $userId: String!
      ) {
        gwLoginByThirdParty(appType: $appType, appIdentifier: $appIdentifier, userId: $userId) {
          ...ThirdPartyLoginPayloadFields
        }
      }
    `,
    [ThirdPartyLoginPayloadFields],
  ),
);

export const thirdPartyBindV2 = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation thirdPartyBindV2(
        $appType: ThirdPartyAppType!
        $appIdentifier: String
        $linkTicket: String
      ) {
        thirdPartyBindV2(
          appType: $appType
          appIdentifier: $appIdentifier
          linkTicket: $linkTicket
        ) {
          ...ThirdPartyLoginPayloadFields
        }
      }
    `,
    [ThirdPartyLoginPayloadFields],
  ),
);

export const thirdPartyLinkProfile = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query thirdPartyLinkProfile($linkTicket: String!) {
      thirdPartyLinkProfile(linkTicket: $linkTicket) {
        appType
        expiresAt
        thirdPartyProfile {
          thirdPartyId
          nickName
          email
          mobile
        }
      }
    }
  `),
);
