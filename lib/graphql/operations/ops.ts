/** The operations console's calls (/ops; docs/adr/0037): operator sign-in and content editing. */
import { defineOperation, graphql, type ResultOf } from "./define";

export const opsMe = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsMe {
      opsMe {
        email
        role
        permissions
      }
    }
  `),
);

export type OperatorData = NonNullable<ResultOf<typeof opsMe.document>["opsMe"]>;

export const opsSignIn = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsSignIn($email: String!, $password: String!) {
      opsSignIn(email: $email, password: $password) {
        email
        role
        permissions
      }
    }
  `),
);

export const opsSignOut = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsSignOut {
      opsSignOut
    }
  `),
);

export const opsContentEntries = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsContentEntries {
      opsContentEntries {
        kind
        code
        latestVersion
        publishedVersion
        updatedAt
      }
    }
  `),
);

export const opsContentEntry = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query opsContentEntry($kind: ContentKind!, $code: String!, $version: Int) {
      opsContentEntry(kind: $kind, code: $code, version: $version) {
        kind
        code
        version
        body
        versions {
          version
          author
          createdAt
          publishedAt
          isPublished
        }
        audit {
          id
          operatorEmail
          action
          before
          after
          at
        }
      }
    }
  `),
);

export type OpsContentEntryData = NonNullable<
  ResultOf<typeof opsContentEntry.document>["opsContentEntry"]
>;

export const opsContentSaveDraft = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsContentSaveDraft($kind: ContentKind!, $code: String!, $body: String!) {
      opsContentSaveDraft(kind: $kind, code: $code, body: $body) {
        version
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const opsContentPublish = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation opsContentPublish($kind: ContentKind!, $code: String!, $version: Int) {
      opsContentPublish(kind: $kind, code: $code, version: $version) {
        version
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);
