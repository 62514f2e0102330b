/**
 * Reference data of the catalog: attributes with the spec's codes (shopping §3 "Attribute codes
 * in use"; the filter attributes behind the list query keys of §2), their values, and labels.
 * Upserted on every seed run, like brands and categories.
 */
import { NEW_LABEL_CODE } from "@/lib/domain/catalog/badges";
import type { attributes, attributeValues, labels } from "@/lib/db/schema";
import { compareSizes, sizeValueCode } from "@/lib/domain/catalog/size-order";
import { DISCOUNT_BANDS } from "@/lib/domain/catalog/product-derived";
import { LIST_ATTRIBUTE_QUERY_KEYS } from "@/lib/domain/catalog/constants";
import { BASE_COLOURS } from "./products-colours";
import { allSizeLabels } from "./products-templates";

type AttributeRow = typeof attributes.$inferInsert;
type ValueRow = typeof attributeValues.$inferInsert;
type LabelRow = typeof labels.$inferInsert;

const QUERY_KEY_BY_CODE = new Map<string, string>(
  Object.entries(LIST_ATTRIBUTE_QUERY_KEYS).map(([key, code]) => [code, key]),
);

const filter = (
  code: string,
  nameEn: string,
  nameZh: string,
  isSearchable: boolean,
): AttributeRow => ({
  code,
  attributeType: "FILTER",
  queryKey: QUERY_KEY_BY_CODE.get(code) ?? null,
  nameEn,
  nameZh,
  isSearchable,
});
const text = (
  code: string,
  nameEn: string,
  nameZh: string,
  isSearchable = false,
): AttributeRow => ({
  code,
  attributeType: "TEXT",
  queryKey: null,
  nameEn,
  nameZh,
  isSearchable,
});

export const SEED_ATTRIBUTES: readonly AttributeRow[] = [
  filter("gender", "Gender", "性別", true),
  filter("outdoorActivity", "Outdoor activity", "戶外活動", true),
  filter("basecolor", "Colour", "顏色", true),
  filter("customSize", "Size", "尺碼", false),
  filter("discount", "Discount", "折扣", false),
  filter("fit", "Fit", "剪裁", false),
  filter("shoeWidth", "Shoe width", "鞋寬", false),
  filter("shopToStayFunction", "Function", "功能", true),
  text("brandcolordec", "Colour", "顏色", true),
  text("productDescription", "Description", "產品描述"),
  text("pdp_fabric", "Fabric", "物料"),
  text("cbSizeChart", "Size chart", "尺碼表"),
  text("cbSizeFit", "Size and fit", "尺碼及剪裁"),
  text("pdp_tech", "Technology", "科技"),
  text("plpSelectGroup", "Collection", "系列", true),
  text("plpSelectSub", "Highlights", "特點", true),
  text("colorRgb", "Colour code", "顏色代碼"),
  text("stars", "Rating", "評分"),
  text("productLabel", "Product label", "產品標籤"),
  ...[1, 2, 3, 4, 5, 6].map((n) => text(`pdpDetail0${n}`, `Detail ${n}`, `細節 ${n}`)),
].map((row, index) => ({ ...row, sort: index }));

const values = (
  attributeCode: string,
  list: [code: string, en: string, zh: string][],
): ValueRow[] =>
  list.map(([code, nameEn, nameZh], sort) => ({ attributeCode, code, nameEn, nameZh, sort }));

function sizeValues(): ValueRow[] {
  const byCode = new Map<string, string>();
  for (const label of allSizeLabels().sort(compareSizes)) {
    if (!byCode.has(sizeValueCode(label))) byCode.set(sizeValueCode(label), label);
  }
  return [...byCode].map(([code, label], sort) => ({
    attributeCode: "customSize",
    code,
    nameEn: code === "one-size" ? "One size" : label,
    nameZh: code === "one-size" ? "均碼" : label,
    sort,
  }));
}

export const SEED_ATTRIBUTE_VALUES: readonly ValueRow[] = [
  ...values("gender", [
    ["men", "Men", "男裝"],
    ["women", "Women", "女裝"],
    ["unisex", "Unisex", "男女通用"],
  ]),
  ...values("outdoorActivity", [
    ["hiking", "Hiking", "行山"],
    ["trekking", "Trekking", "遠足"],
    ["trail-running", "Trail running", "越野跑"],
    ["camping", "Camping", "露營"],
    ["travel", "Travel", "旅行"],
    ["everyday", "Everyday", "日常"],
  ]),
  ...BASE_COLOURS.map((colour, sort) => ({
    attributeCode: "basecolor",
    code: colour.code,
    nameEn: colour.en,
    nameZh: colour.zh,
    colorRgb: colour.rgb,
    sort,
  })),
  ...sizeValues(),
  ...values(
    "discount",
    DISCOUNT_BANDS.map((band): [string, string, string] =>
      band.code === "under-30"
        ? [band.code, "Up to 29% off", "29% 折扣或以下"]
        : band.code === "30-to-49"
          ? [band.code, "30% to 49% off", "30% 至 49% 折扣"]
          : [band.code, "50% off or more", "50% 或以上折扣"],
    ),
  ),
  ...values("fit", [
    ["regular", "Regular fit", "標準剪裁"],
    ["slim", "Slim fit", "修身剪裁"],
    ["relaxed", "Relaxed fit", "寬鬆剪裁"],
  ]),
  ...values("shoeWidth", [
    ["standard", "Standard", "標準"],
    ["wide", "Wide", "寬楦"],
  ]),
  ...values("shopToStayFunction", [
    ["waterproof", "Waterproof", "防水"],
    ["windproof", "Windproof", "防風"],
    ["insulated", "Insulated", "保暖"],
    ["breathable", "Breathable", "透氣"],
    ["quick-dry", "Quick-dry", "快乾"],
    ["uv-protection", "UV protection", "防紫外線"],
    ["packable", "Packable", "可收納"],
  ]),
];

export const SEED_LABELS: readonly LabelRow[] = [
  {
    code: NEW_LABEL_CODE,
    frontNameEn: "New",
    frontNameZh: "新品",
    descriptionEn: "Just arrived",
    descriptionZh: "最新到貨",
  },
  {
    code: "BEST_SELLER",
    frontNameEn: "Best seller",
    frontNameZh: "人氣之選",
    descriptionEn: "A shopper favourite",
    descriptionZh: "顧客至愛",
  },
  {
    code: "ONLINE_EXCLUSIVE",
    frontNameEn: "Online exclusive",
    frontNameZh: "網上限定",
    descriptionEn: "Only sold online",
    descriptionZh: "只限網上發售",
  },
  {
    code: "RECYCLED",
    frontNameEn: "Recycled materials",
    frontNameZh: "環保再生物料",
    descriptionEn: "Made with recycled fabric",
    descriptionZh: "以再生物料製造",
  },
  {
    code: "LIMITED",
    frontNameEn: "Limited edition",
    frontNameZh: "限量版",
    descriptionEn: "While stocks last",
    descriptionZh: "售完即止",
  },
].map((label, sort) => ({
  ...label,
  imageUrl: `/catalog/tag-${label.code.toLowerCase()}.webp`,
  sort,
}));
