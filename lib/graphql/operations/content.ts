/** Content for shoppers (accounts §7 Content): menus, documents, SEO info, the light config, stores. */
import { defineOperation, graphql, type ResultOf } from "./define";

/** What a menu shows of each item, at every level. */
export const MenuItemFields = /* @__PURE__ */ graphql(`
  fragment MenuItemFields on MenuItem {
    code
    name
    type
    url
    blank
    colour
    tag
  }
`);

/** What a page shows of SEO info (accounts §3 SEO info): seoInfo, seoOptimize and pageByPath. */
export const SeoEntryFields = /* @__PURE__ */ graphql(`
  fragment SeoEntryFields on SeoEntry {
    title
    keywords
    description
    h1label
    extprops {
      h2
      h3
    }
  }
`);

/** A landing page block as view data (accounts §3 Page content view data). */
export const ViewDataFields = /* @__PURE__ */ graphql(`
  fragment ViewDataFields on PageContentViewData {
    position
    type
    module
    value
  }
`);

export const menus = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query menus($menuType: String) {
        menus(menuType: $menuType) {
          ...MenuItemFields
          children {
            ...MenuItemFields
            children {
              ...MenuItemFields
              children {
                ...MenuItemFields
              }
            }
          }
        }
      }
    `,
    [MenuItemFields],
  ),
);

export const cms2loadContent = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query cms2loadContent($contentCode: String!) {
        cms2loadContent(contentCode: $contentCode) {
          code
          title
          path
          blocks {
            ...ViewDataFields
          }
        }
      }
    `,
    [ViewDataFields],
  ),
);

export const docs = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query docs($code: String!) {
      docs(code: $code) {
        code
        title
        subTitle
        content
        menuCode
        imageUrl
      }
    }
  `),
);

export const docsByParentCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query docsByParentCode($code: String!) {
      docsByParentCode(code: $code) {
        code
        title
        subTitle
        menuCode
        imageUrl
        num
        slug
      }
    }
  `),
);

export const seoInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query seoInfo($input: SeoInfoInput!) {
        seoInfo(input: $input) {
          lang
          list {
            pageCode
            type
            ...SeoEntryFields
          }
        }
      }
    `,
    [SeoEntryFields],
  ),
);

export const lightConfig = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query lightConfig {
      lightConfig {
        topBar {
          text
          link
        }
        membersEntrance
      }
    }
  `),
);

export const storeLocations = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query storeLocations($district: String) {
      storeLocations(district: $district) {
        code
        name
        district
        address
        phone
        hours
        latitude
        longitude
      }
    }
  `),
);

export type DocumentData = NonNullable<ResultOf<typeof docs.document>["docs"]>;
export type DocumentListItemData = ResultOf<
  typeof docsByParentCode.document
>["docsByParentCode"][number];
export type MenuItemData = ResultOf<typeof menus.document>["menus"][number];
export type StoreLocationData = ResultOf<typeof storeLocations.document>["storeLocations"][number];

/** The footer's content as JSON in the request's language (lib/graphql/schema/content-layout.ts). */
export const footerContent = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query footerContent {
      footerContent
    }
  `),
);
