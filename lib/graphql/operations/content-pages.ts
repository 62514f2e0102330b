/** The content pages (accounts §7 Content): the page by path and locale, seoOptimize, cmsNavigation, getCmsViewData. */
import { SeoEntryFields, ViewDataFields } from "./content";
import { defineOperation, graphql, type ResultOf } from "./define";

export const pageByPath = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query pageByPath($path: String!, $locale: ContentLocale) {
        pageByPath(path: $path, locale: $locale) {
          kind
          path
          lang
          seo {
            ...SeoEntryFields
          }
          breadcrumbs {
            code
            title
            url
          }
          document {
            code
            title
            subTitle
            content
            imageUrl
          }
          group {
            code
            title
          }
          documents {
            code
            title
            subTitle
            imageUrl
            slug
          }
          landing {
            code
            title
            blocks {
              ...ViewDataFields
            }
          }
        }
      }
    `,
    [SeoEntryFields, ViewDataFields],
  ),
);

export const seoOptimize = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query seoOptimize($input: SeoOptimizeInput!) {
        seoOptimize(input: $input) {
          lang
          list {
            pageCode
            ...SeoEntryFields
          }
        }
      }
    `,
    [SeoEntryFields],
  ),
);

export const cmsNavigation = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query cmsNavigation($contentCode: String!) {
      cmsNavigation(contentCode: $contentCode) {
        code
        title
        url
      }
    }
  `),
);

export const getCmsViewData = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getCmsViewData($modelCode: String!, $browseEnv: BrowseEnv) {
        getCmsViewData(modelCode: $modelCode, browseEnv: $browseEnv) {
          ...ViewDataFields
        }
      }
    `,
    [ViewDataFields],
  ),
);

export type ContentPageData = NonNullable<ResultOf<typeof pageByPath.document>["pageByPath"]>;
export type CmsNavigationLinkData = ResultOf<
  typeof cmsNavigation.document
>["cmsNavigation"][number];
