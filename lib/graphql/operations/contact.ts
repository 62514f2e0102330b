/** What shoppers send the shop (accounts §7 Newsletter, feedback). */
import { defineOperation, graphql } from "./define";

export const subscribeEmail = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation subscribeEmail($email: String!) {
      subscribeEmail(email: $email)
    }
  `),
);

export const subscribeNewsLetter = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation subscribeNewsLetter($input: NewsletterInput!) {
      subscribeNewsLetter(input: $input) {
        subscribed
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);

export const createFeedback = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation createFeedback($input: FeedbackInput!) {
      createFeedback(input: $input) {
        created
        userErrors {
          code
          message
          field
        }
      }
    }
  `),
);
