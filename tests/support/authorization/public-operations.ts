/**
 * The operations of the schema that are not rows of the authorization matrix, each with why:
 * they read or write nothing a customer or an order owns (catalog, content, the caller's own
 * sign-in), or take their own credential in place of a session and are proven elsewhere. The
 * hardening part fails on an operation that is neither here nor in a row (rows.ts), so a new
 * operation cannot be added without deciding which it is.
 */
const CATALOG = "catalog: the same for every caller";
const CONTENT = "published content: the same for every caller";

export const PUBLIC_OPERATIONS: Readonly<Record<string, string>> = {
  // Queries.
  additionalServices: "the checkout's service list (gift wrap): " + CATALOG,
  brands: CATALOG,
  categories: CATALOG,
  checkBaseInfo: "transport, service and payment methods checkout offers: " + CATALOG,
  chineseRegions: "the region tree of addresses: " + CATALOG,
  cms2loadContent: CONTENT,
  cmsNavigation: CONTENT,
  dialogConfig: CONTENT,
  docs: CONTENT,
  docsByParentCode: CONTENT,
  filterCondition: CATALOG,
  footerContent: CONTENT,
  getCmsViewData: CONTENT,
  getPickUpAddress: "stores, SF stations and lockers: " + CATALOG,
  guesslikes: "products like the SKUs named: " + CATALOG,
  hotSearch: CATALOG,
  hotSellProducts: CATALOG,
  lightConfig: CONTENT,
  menus: CONTENT,
  notCacheProductByCode: CATALOG,
  pageByPath: CONTENT,
  productByCode: CATALOG,
  products: CATALOG,
  productsByColor: CATALOG,
  searchPreview: CATALOG,
  seoInfo: CONTENT,
  seoOptimize: CONTENT,
  shopperPrices: "prices at the caller's own level; nobody else's",
  storeLocations: CONTENT,
  needImageVerifyCode: "whether a sign-in needs the image check; a yes or no, per address",
  cartShareInfo: "a bag its owner shared as a link: SKUs and quantities, no identity (cart tests)",
  thirdPartyLinkProfile:
    "the provider's profile behind a link ticket, which is the credential (third-party-login tests)",
  opsMe: "the calling operator's own record, or null",
  // Mutations.
  anonymousUserLogin: "starts a visitor session of the caller's own",
  loginAsVisitor: "starts a visitor session of the caller's own",
  visitorLogin: "starts a visitor session of the caller's own",
  userLogin: "signs in with the account's password (login-throttle tests)",
  ssoLogin: "signs in with a signed single sign-on token (sessions tests)",
  facebookLogin: "signs in through the provider (third-party-login tests)",
  instagramLogin: "signs in through the provider (third-party-login tests)",
  gwLoginByThirdParty: "signs in through the provider (third-party-login tests)",
  thirdPartyLogin: "signs in through the provider (third-party-login tests)",
  userLogout: "ends the caller's own session; takes no id",
  userRegister: "creates a new account",
  createMember: "creates a new account",
  sendEmailVerifyCode:
    "sends a code to the address given, limited per address (registration tests)",
  sendSmsVerifyCode: "sends a code to the number given, limited per number (registration tests)",
  checkVerifyCode: "checks a code the caller received; at most 5 tries (registration tests)",
  getImageVerifyCode: "a new image challenge",
  imageVerificationCreate: "a new image challenge",
  arrivalNoticeCreate: "asks for an e-mail when a SKU is back; takes the e-mail, reads nothing",
  subscribeEmail: "adds an e-mail to the newsletter; reads nothing",
  subscribeNewsLetter: "adds an e-mail to the newsletter; reads nothing",
  createFeedback: "sends the contact form; reads nothing",
  openDialog: "counts a pop-up's opening",
  opsSignIn: "signs an operator in with their password (ops-console tests)",
  opsSignOut: "ends the caller's own operator session",
};
