/** Pop-ups (accounts §7 Content: the dialog configuration fetch and the open-dialog action). */
import { defineOperation, graphql, type ResultOf } from "./define";

const DialogDeviceFields = /* @__PURE__ */ graphql(`
  fragment DialogDeviceFields on DialogDeviceOptions {
    texts {
      text
      fontSize
      colour
    }
    text
    buttonText
    buttonLink
    backgroundColor
    backgroundImage {
      src
      width
      height
      alt
    }
  }
`);

export const dialogConfig = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query dialogConfig {
        dialogConfig {
          id
          componentName
          index
          count
          rule
          totalAmount
          timeout
          pc {
            ...DialogDeviceFields
          }
          mobile {
            ...DialogDeviceFields
          }
        }
      }
    `,
    [DialogDeviceFields],
  ),
);

export type DialogOptionData = ResultOf<typeof dialogConfig.document>["dialogConfig"][number];
export type DialogDeviceData = DialogOptionData["pc"];

export const openDialog = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    mutation openDialog($id: String!) {
      openDialog(id: $id)
    }
  `),
);
