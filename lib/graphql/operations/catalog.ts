import { defineOperation } from "./define";

export interface CategoryData {
  path: string;
  code: string;
  level: number;
  name: string;
  navFrontName: string;
  imageUrl: string | null;
  children: CategoryData[];
}

const CATEGORY_FIELDS = "path code level name navFrontName imageUrl";

export const categories = defineOperation<{ categories: CategoryData[] }>(
  `query categories { categories { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} } } } } }`,
);

export const brands = defineOperation<{
  brands: { code: string; name: string; imageUrl: string | null }[];
}>(`query brands { brands { code name imageUrl } }`);
