/**
 * Product operations (shopping §7 Product; accounts §2 Header search). Shapes used in several
 * places are fragments, so a card looks the same in the list, the search preview, hot sell and
 * guess-you-like; their data types are derived from the fragments.
 */
import {
  defineOperation,
  graphql,
  UserErrorFields,
  type ResultOf,
  type VariablesOf,
} from "./define";

export const MoneyFields = /* @__PURE__ */ graphql(`
  fragment MoneyFields on Money {
    amount
    currencyCode
  }
`);

export const ProductImageFields = /* @__PURE__ */ graphql(`
  fragment ProductImageFields on ProductImage {
    url
    type
    sort
    width
    height
    colorCode
  }
`);

export const SkuFields = /* @__PURE__ */ graphql(
  `
    fragment SkuFields on Sku {
      code
      isEnabled
      inventory
      stockDisplay
      listPrice {
        ...MoneyFields
      }
      salePrice {
        ...MoneyFields
      }
      options {
        color {
          code
          name
          rgb
          baseColor
        }
        size {
          label
          code
        }
        shoeWidth
      }
    }
  `,
  [MoneyFields],
);

export const ProductCardFields = /* @__PURE__ */ graphql(
  `
    fragment ProductCardFields on Product {
      code
      style
      title
      subTitle
      isNewIn
      onShelves
      inventory
      brandList {
        code
        name
      }
      images(types: [MAINIMAGE, WIRELESSMAINIMAGE, FIGUREIMAGE]) {
        ...ProductImageFields
      }
      labels {
        code
        frontName
      }
      listPrice {
        ...MoneyFields
      }
      salePrice {
        ...MoneyFields
      }
      discountPercentage
      skus {
        code
        options {
          color {
            code
            name
            rgb
          }
        }
      }
    }
  `,
  [MoneyFields, ProductImageFields],
);

export type MoneyData = ResultOf<typeof MoneyFields>;
export type ProductImageData = ResultOf<typeof ProductImageFields>;
export type SkuData = ResultOf<typeof SkuFields>;
export type ProductCardData = ResultOf<typeof ProductCardFields>;

const ProductConnectionFields = /* @__PURE__ */ graphql(
  `
    fragment ProductConnectionFields on ProductConnection {
      edges {
        cursor
        node {
          ...ProductCardFields
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
        totalCount
      }
    }
  `,
  [ProductCardFields],
);

export type ProductConnectionData = ResultOf<typeof ProductConnectionFields>;
export type PageInfoData = ProductConnectionData["pageInfo"];

export const getProductList = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getProductList(
        $filters: ProductListFilterInput
        $sorts: [ProductSortInput!]
        $codes: [String!]
        $first: Int
        $after: String
      ) {
        products(filters: $filters, sorts: $sorts, codes: $codes, first: $first, after: $after) {
          ...ProductConnectionFields
        }
      }
    `,
    [ProductConnectionFields],
  ),
);

export const getProductListByColor = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getProductListByColor(
        $filters: ProductListFilterInput
        $sorts: [ProductSortInput!]
        $codes: [String!]
        $first: Int
        $after: String
      ) {
        productsByColor(
          filters: $filters
          sorts: $sorts
          codes: $codes
          first: $first
          after: $after
        ) {
          ...ProductConnectionFields
        }
      }
    `,
    [ProductConnectionFields],
  ),
);

export type ProductListVariables = VariablesOf<typeof getProductList.document>;
export type ProductListFilterVariables = NonNullable<ProductListVariables["filters"]>;

const CategoryCountFields = /* @__PURE__ */ graphql(`
  fragment CategoryCountFields on CategoryCount {
    path
    code
    level
    name
    count
  }
`);

export const filterConditionQuery = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query filterCondition($filters: ProductListFilterInput) {
        filterCondition(filters: $filters) {
          categories {
            ...CategoryCountFields
            children {
              ...CategoryCountFields
              children {
                ...CategoryCountFields
                children {
                  ...CategoryCountFields
                }
              }
            }
          }
          brands {
            code
            name
            imageUrl
            count
          }
          attributes {
            attributeType
            code
            queryKey
            name
            values {
              key
              value
              frontName
              imageUrl
              colorRgb
              total
              selected
            }
          }
          salePrices {
            salePrice
            count
          }
        }
      }
    `,
    [CategoryCountFields],
  ),
);

/** A category with its counts; the document selects four levels, the deepest without children. */
export type CategoryCountData = ResultOf<typeof CategoryCountFields> & {
  children?: CategoryCountData[];
};
export type FilterConditionData = ResultOf<typeof filterConditionQuery.document>["filterCondition"];
export type FilterValueData = FilterConditionData["attributes"][number]["values"][number];

const RelatedProductFields = /* @__PURE__ */ graphql(
  `
    fragment RelatedProductFields on RelatedProduct {
      code
      title
      onShelves
      salePrice {
        ...MoneyFields
      }
      colors {
        code
        name
        rgb
      }
      mainImage {
        ...ProductImageFields
      }
    }
  `,
  [MoneyFields, ProductImageFields],
);

export type RelatedProductData = ResultOf<typeof RelatedProductFields>;

export const ProductDetailFields = /* @__PURE__ */ graphql(
  `
    fragment ProductDetailFields on Product {
      code
      style
      title
      subTitle
      description
      productType
      isNewIn
      onShelves
      inventory
      sales
      brandList {
        code
        name
        imageUrl
      }
      images {
        ...ProductImageFields
      }
      labels {
        code
        frontName
        description
        imageUrl
      }
      funcLabels {
        code
        labelType
        value
      }
      listPrice {
        ...MoneyFields
      }
      salePrice {
        ...MoneyFields
      }
      discountPercentage
      categories {
        path
        code
        level
        name
        isPrimary
      }
      attributes {
        code
        name
        frontName
        values {
          code
          displayName
          url
        }
      }
      skus {
        ...SkuFields
        favorite {
          id
        }
      }
      styleProducts {
        ...RelatedProductFields
      }
      mergedColourProducts {
        ...RelatedProductFields
      }
    }
  `,
  [MoneyFields, ProductImageFields, SkuFields, RelatedProductFields],
);

const ProductPromotionFields = /* @__PURE__ */ graphql(`
  fragment ProductPromotionFields on ProductPromotion {
    code
    name
    type
    description
    beginTime
    endTime
    exchangeProducts {
      pageInfo {
        totalCount
      }
    }
  }
`);

export type ProductPromotionData = ResultOf<typeof ProductPromotionFields>;

export type ProductDetailData = ResultOf<typeof ProductDetailFields> & {
  /** Only on the product page's document (getNotCacheProductByCode). */
  promotions?: ProductPromotionData[];
};

export const productByCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query productByCode($codes: [String!]!, $includeAttrs: Boolean, $attributeCodes: [String!]) {
        productByCode(codes: $codes, includeAttrs: $includeAttrs, attributeCodes: $attributeCodes) {
          ...ProductDetailFields
        }
      }
    `,
    [ProductDetailFields],
  ),
);

export const getNotCacheProductByCode = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query getNotCacheProductByCode(
        $codes: [String!]!
        $includeAttrs: Boolean
        $attributeCodes: [String!]
      ) {
        notCacheProductByCode(
          codes: $codes
          includeAttrs: $includeAttrs
          attributeCodes: $attributeCodes
        ) {
          ...ProductDetailFields
          promotions {
            ...ProductPromotionFields
          }
        }
      }
    `,
    [ProductDetailFields, ProductPromotionFields],
  ),
);

/** The compare view: several products side by side, with their attributes. */
export const compareProducts = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query compareProducts($codes: [String!]!) {
        productByCode(codes: $codes) {
          ...ProductDetailFields
        }
      }
    `,
    [ProductDetailFields],
  ),
);

export const hotSearch = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query hotSearch {
        hotSearch {
          title
          link
        }
        hotSellProducts {
          ...ProductCardFields
        }
      }
    `,
    [ProductCardFields],
  ),
);

export const searchPreview = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query searchPreview($keyword: String!) {
        searchPreview(keyword: $keyword) {
          products {
            ...ProductCardFields
          }
          totalCount
        }
      }
    `,
    [ProductCardFields],
  ),
);

export const shopProductSales = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query shopProductSales($codes: [String!]!) {
      shop {
        products(filters: { codes: $codes }) {
          code
          sales
        }
      }
    }
  `),
);

export const arrivalNoticeCreate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation arrivalNoticeCreate($input: ArrivalNoticeCreateInput!) {
        arrivalNoticeCreate(input: $input) {
          created
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

export const createFavorite = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation createFavorite($input: FavoriteCreateInput!) {
        createFavorite(input: $input) {
          favorite {
            id
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

export const deleteFavorite = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation deleteFavorite($id: Int!) {
        deleteFavorite(id: $id) {
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

/** What the caller pays for the products a cached page shows (shopping §5). */
export const shopperPrices = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query shopperPrices($productCodes: [String!]!) {
      shopperPrices(productCodes: $productCodes) {
        productCode
        salePrice {
          amount
          currencyCode
        }
        skus {
          skuCode
          salePrice {
            amount
            currencyCode
          }
        }
      }
    }
  `),
);

export type ShopperPriceData = ResultOf<typeof shopperPrices.document>["shopperPrices"][number];
