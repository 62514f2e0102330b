/** Register and reset password operations (accounts spec §7), named as the spec names them. */
import { CustomerFields, LoginPayloadFields } from "./accounts";
import { defineOperation, graphql, UserErrorFields } from "./define";

const SendVerifyCodeFields = /* @__PURE__ */ graphql(
  `
    fragment SendVerifyCodeFields on SendVerifyCodePayload {
      success
      resendAfterSeconds
      userErrors {
        ...UserErrorFields
      }
    }
  `,
  [UserErrorFields],
);

export const sendEmailVerifyCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation sendEmailVerifyCode($input: SendEmailVerifyCodeInput!) {
        sendEmailVerifyCode(input: $input) {
          ...SendVerifyCodeFields
        }
      }
    `,
    [SendVerifyCodeFields],
  ),
);

export const sendSmsVerifyCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation sendSmsVerifyCode($input: SendSmsVerifyCodeInput!) {
        sendSmsVerifyCode(input: $input) {
          ...SendVerifyCodeFields
        }
      }
    `,
    [SendVerifyCodeFields],
  ),
);

export const checkVerifyCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation checkVerifyCode($input: CheckVerifyCodeInput!) {
        checkVerifyCode(input: $input) {
          valid
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

export const userRegister = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation userRegister($input: UserRegisterInput!) {
        userRegister(input: $input) {
          userCode
          token
          customer {
            ...CustomerFields
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [CustomerFields, UserErrorFields],
  ),
);

export const createMember = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation createMember($input: UserRegisterInput!) {
        createMember(input: $input) {
          ...LoginPayloadFields
        }
      }
    `,
    [LoginPayloadFields],
  ),
);

export const resetPassword = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation resetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          ...LoginPayloadFields
        }
      }
    `,
    [LoginPayloadFields],
  ),
);

export const updatePassword = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation updatePassword($input: UpdatePasswordInput!) {
        updatePassword(input: $input) {
          success
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);
