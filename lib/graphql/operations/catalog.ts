import { defineOperation, graphql, type ResultOf } from "./define";

const CategoryFields = /* @__PURE__ */ graphql(`
  fragment CategoryFields on ProductCategory {
    path
    code
    level
    name
    navFrontName
    imageUrl
  }
`);

/** A category of the navigation tree; the document selects four levels, the deepest without children. */
export type CategoryData = ResultOf<typeof CategoryFields> & { children?: CategoryData[] };

export const categories = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query categories {
        categories {
          ...CategoryFields
          children {
            ...CategoryFields
            children {
              ...CategoryFields
              children {
                ...CategoryFields
              }
            }
          }
        }
      }
    `,
    [CategoryFields],
  ),
);

export const brands = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query brands {
      brands {
        code
        name
        imageUrl
      }
    }
  `),
);
