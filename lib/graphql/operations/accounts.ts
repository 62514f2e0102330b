import { defineOperation, type UserErrorData } from "./define";

export interface CustomerData {
  userCode: string;
  isVisitor: boolean;
  isStaff: boolean;
  account: string | null;
  email: string | null;
  mobile: string | null;
  nickName: string | null;
  createTime: string;
  memberInfo: { levelCode: string | null; staffCode: string | null; staffName: string | null };
}

interface LoginPayloadData {
  token: string | null;
  customer: CustomerData | null;
  userErrors: UserErrorData[];
}

const CUSTOMER_FIELDS = `userCode isVisitor isStaff account email mobile nickName createTime
    memberInfo { levelCode staffCode staffName }`;

export const isVisitor = defineOperation<{
  customer: {
    userCode: string;
    isVisitor: boolean;
    memberInfo: { levelCode: string | null };
  } | null;
}>(`query isVisitor { customer { userCode isVisitor memberInfo { levelCode } } }`);

export const customer = defineOperation<{ customer: CustomerData | null }>(
  `query customer { customer { ${CUSTOMER_FIELDS} } }`,
);

export const visitorLogin = defineOperation<{ visitorLogin: LoginPayloadData }>(
  `mutation visitorLogin { visitorLogin { token customer { ${CUSTOMER_FIELDS} } userErrors { code message field } } }`,
);

export const userLogin = defineOperation<
  { userLogin: LoginPayloadData },
  { input: { account: string; password: string; rememberMe?: boolean } }
>(
  `mutation userLogin($input: UserLoginInput!) { userLogin(input: $input) { token customer { ${CUSTOMER_FIELDS} } userErrors { code message field } } }`,
);

export const ssoLogin = defineOperation<{ ssoLogin: LoginPayloadData }, { ssoToken: string }>(
  `mutation ssoLogin($ssoToken: String!) { ssoLogin(ssoToken: $ssoToken) { token customer { ${CUSTOMER_FIELDS} } userErrors { code message field } } }`,
);

export const userLogout = defineOperation<{ userLogout: { success: boolean } }>(
  `mutation userLogout { userLogout { success } }`,
);
