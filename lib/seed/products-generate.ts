/**
 * The demo catalog, generated style by style from the templates: each style (a design) comes in
 * one to three colourway products (SPUs); those shown as colour variants of each other share a
 * merged-colour group. Deterministic: product N depends only on N and `now`.
 */
import { NEW_LABEL_CODE } from "@/lib/domain/catalog/badges";
import { SEED_BRANDS } from "./catalog-tree";
import { colourway, type Colourway } from "./products-colours";
import { pictureImage, type PictureSpec } from "./products-images";
import { streamFor, type Random } from "./products-random";
import { SEED_ATTRIBUTE_VALUES, SEED_LABELS } from "./products-reference";
import { generateSkus, type GeneratedSku } from "./products-skus";
import { templateAt, type Bilingual, type ProductTemplate } from "./products-templates";
import {
  colourNames,
  longDescription,
  productTitle,
  sizeChart,
  sizeFitNote,
} from "./products-text";

export interface GeneratedProduct {
  index: number;
  code: string;
  style: string;
  mergedColourGroup: string | null;
  brandCode: string;
  productType: string;
  title: Bilingual;
  subTitle: Bilingual;
  description: Bilingual;
  saleStatus: "ON_SHELF" | "OFF_SHELF";
  listTime: Date;
  firstListTime: Date;
  categories: { path: string; isPrimary: boolean }[];
  attributeValues: [attributeCode: string, valueCode: string][];
  texts: { code: string; en: string; zh: string }[];
  images: ReturnType<typeof pictureImage>[];
  pictures: PictureSpec[];
  labels: string[];
  funcLabels: { code: string; labelType: string; value: string }[];
  /** Sparse daily sales: Beijing date "YYYY-MM-DD" → units. */
  sales: { date: string; quantity: number }[];
  skus: GeneratedSku[];
}

const BRAND_PREFIX: Record<string, string> = {
  "lion-rock": "LR",
  "harbour-trail": "HT",
  "dragons-back": "DB",
  "tai-mo-shan": "TM",
  "sai-kung": "SK",
  "summit-peak": "SP",
};
const MINUTE = 60_000;
const DAY = 86_400_000;
const NEW_IN_SHARE = 0.08;

const valueName = new Map(SEED_ATTRIBUTE_VALUES.map((v) => [`${v.attributeCode}:${v.code}`, v]));
const labelByCode = new Map(SEED_LABELS.map((label) => [label.code, label]));

function listPriceHkd(random: Random, [min, max]: readonly [number, number]): number {
  const raw = random.int(min, max);
  return raw < 300 ? Math.round(raw / 10) * 10 - 1 : Math.round(raw / 100) * 100 - 10;
}

function beijingDay(instant: number): string {
  return new Date(instant + 8 * 3_600_000).toISOString().slice(0, 10);
}

function ancestors(leafPath: string): { path: string; isPrimary: boolean }[] {
  const parts = leafPath.split("/");
  return parts.map((_, i) => ({
    path: parts.slice(0, i + 1).join("/"),
    isPrimary: i === parts.length - 1,
  }));
}

function names(attributeCode: string, codes: readonly string[]): Bilingual {
  const found = codes.map((code) => valueName.get(`${attributeCode}:${code}`));
  return {
    en: found.map((v) => v?.nameEn ?? "").join(", "),
    zh: found.map((v) => v?.nameZh ?? "").join("、"),
  };
}

function splitColours(random: Random, template: ProductTemplate, spuCount: number): Colourway[][] {
  const perSpu = Array.from({ length: spuCount }, () =>
    template.productType === "APPAREL" ? random.int(1, 3) : random.int(1, 2),
  );
  const chosen = random
    .sample(
      template.palette,
      perSpu.reduce((a, b) => a + b, 0),
    )
    .map(colourway);
  const groups: Colourway[][] = [];
  let start = 0;
  for (const count of perSpu) {
    const group = chosen.slice(start, start + count);
    if (group.length > 0) groups.push(group);
    start += count;
  }
  return groups;
}

/** The products of one style, in order. */
export function generateStyle(
  styleIndex: number,
  firstProductIndex: number,
  now: Date,
): GeneratedProduct[] {
  const random = streamFor(1, styleIndex);
  const template = templateAt(random.next());
  const brand = random.pick(SEED_BRANDS);
  const model = random.pick(template.models);
  const noun = random.pick(template.nouns);
  const genderLetter = template.gender === "men" ? "M" : template.gender === "women" ? "W" : "U";
  const style = `${BRAND_PREFIX[brand.code] ?? "XX"}${template.abbr}${genderLetter}${String(styleIndex + 1).padStart(5, "0")}`;
  const spuCount = random.chance(0.5) ? 1 : random.chance(0.6) ? 2 : 3;
  const colourGroups = splitColours(random, template, spuCount);
  const wide = Boolean(template.widths) && random.chance(0.4);
  const fit = template.fits ? random.pick(template.fits) : null;
  const activities = random.sample(template.activities, random.int(1, 2));
  const functions = [
    template.functions[0] as string,
    ...random.sample(template.functions.slice(1), random.int(0, 2)),
  ];
  const listHkd = listPriceHkd(random, template.priceHkd);
  const isNewStyle = random.chance(NEW_IN_SHARE);
  const firstListTime =
    Math.floor(
      (now.getTime() -
        (isNewStyle
          ? random.int(0, 13 * 24 * 60) * MINUTE
          : random.int(15, 720) * DAY - random.int(0, 1439) * MINUTE)) /
        MINUTE,
    ) * MINUTE;
  const fabric = random.pick(template.fabrics);
  const tech = random.pick(template.techs);
  const features = random.sample(
    template.features,
    random.int(3, Math.min(6, template.features.length)),
  );
  const pitches = random.sample(template.pitches, 2);
  const subTitle = random.pick(template.subTitles);
  const funcLabels = template.specs.map((spec) => ({
    code: spec.code,
    labelType: spec.labelType,
    value: random.pick(spec.values),
  }));
  const stars = (3.6 + random.next() * 1.4).toFixed(1);
  const chart = sizeChart(template);
  const fitNote = sizeFitNote(template, fit, wide);

  return colourGroups.map((colours, k): GeneratedProduct => {
    const index = firstProductIndex + k;
    const edition = colourGroups.length > 1 && k === colourGroups.length - 1 && random.chance(0.25);
    const spuFirstList =
      k === 0
        ? firstListTime
        : Math.min(firstListTime + random.int(0, 20) * DAY, now.getTime() - 60 * MINUTE);
    const listTime = random.chance(0.2)
      ? spuFirstList +
        Math.floor((random.next() * (now.getTime() - spuFirstList)) / MINUTE) * MINUTE
      : spuFirstList;
    const discountPercent = random.chance(0.3) ? random.pick([10, 15, 20, 25, 30, 40, 50, 60]) : 0;
    const skus = generateSkus(
      {
        template,
        style,
        colours,
        wide,
        listHkd: edition ? listHkd + 200 : listHkd,
        discountPercent,
        soldOut: random.chance(0.03),
        productIndex: index,
      },
      random,
    );
    const labels = [
      ...(now.getTime() - spuFirstList < 14 * DAY ? [NEW_LABEL_CODE] : []),
      ...(random.chance(0.08) ? ["BEST_SELLER"] : []),
      ...(random.chance(0.05) ? ["ONLINE_EXCLUSIVE"] : []),
      ...(fabric.en.toLowerCase().includes("recycled") ? ["RECYCLED"] : []),
      ...(edition ? ["LIMITED"] : []),
    ];
    const popular = labels.includes("BEST_SELLER");
    const salesDays = new Map<string, number>();
    for (let n = random.int(popular ? 20 : 0, popular ? 45 : 24); n > 0; n -= 1) {
      const day = beijingDay(now.getTime() - random.int(0, 364) * DAY);
      salesDays.set(day, (salesDays.get(day) ?? 0) + random.int(1, popular ? 9 : 5));
    }
    const pictures: PictureSpec[] = [];
    const images: GeneratedProduct["images"] = [];
    colours.forEach((colour, ci) => {
      (["main", "figure", "white"] as const).forEach((variant, vi) => {
        const spec: PictureSpec = {
          kind: "product",
          shape: template.shape,
          colour: colour.code,
          rgb: colour.rgb,
          variant,
        };
        pictures.push(spec);
        const type =
          variant === "main"
            ? "MAINIMAGE"
            : variant === "figure"
              ? "FIGUREIMAGE"
              : "WHITEFIGUREIMAGE";
        images.push(pictureImage(spec, type, ci * 10 + vi, colour.code));
      });
    });
    const first = pictures[0] as PictureSpec;
    images.push(pictureImage(first, "WIRELESSMAINIMAGE", 0, colours[0]?.code ?? null));
    if (random.chance(0.1))
      images.push(pictureImage(pictures[1] as PictureSpec, "VIDEOMAINIMAGE", 0, null));
    for (const n of [1, 2] as const) {
      const spec: PictureSpec = { kind: "rich", shape: template.shape, n };
      pictures.push(spec);
      images.push(pictureImage(spec, "RICH_CONTENT_IMAGES", 100 + n, null));
    }
    if (labels[0]) {
      const spec: PictureSpec = { kind: "tag", label: labels[0] };
      pictures.push(spec);
      images.push(pictureImage(spec, "TAGIMAGE", 0, null));
    }
    const colourText = colourNames(colours);
    const fnNames = names("shopToStayFunction", functions);
    const firstLabel = labels[0] ? labelByCode.get(labels[0]) : undefined;
    const texts = [
      { code: "brandcolordec", ...colourText },
      {
        code: "productDescription",
        ...longDescription([
          ...pitches,
          { en: `Colours: ${colourText.en}.`, zh: `顏色：${colourText.zh}。` },
        ]),
      },
      { code: "pdp_fabric", ...fabric },
      ...(chart ? [{ code: "cbSizeChart", ...chart }] : []),
      ...(fitNote ? [{ code: "cbSizeFit", ...fitNote }] : []),
      { code: "pdp_tech", ...tech },
      { code: "plpSelectGroup", ...template.group },
      { code: "plpSelectSub", ...fnNames },
      { code: "colorRgb", en: colours[0]?.rgb ?? "", zh: colours[0]?.rgb ?? "" },
      { code: "stars", en: stars, zh: stars },
      ...(firstLabel
        ? [{ code: "productLabel", en: firstLabel.frontNameEn, zh: firstLabel.frontNameZh }]
        : []),
      ...features.map((feature, i) => ({ code: `pdpDetail0${i + 1}`, ...feature })),
    ];
    return {
      index,
      code: `${style}-${colours[0]?.code ?? "000"}`,
      style,
      mergedColourGroup: colourGroups.length > 1 && !edition ? style : null,
      brandCode: brand.code,
      productType: template.productType,
      title: productTitle(brand, template.gender, model, noun, edition),
      subTitle,
      description: pitches[0] ?? subTitle,
      saleStatus: random.chance(0.05) ? "OFF_SHELF" : "ON_SHELF",
      listTime: new Date(listTime),
      firstListTime: new Date(spuFirstList),
      categories: ancestors(template.leafPath),
      attributeValues: [
        ["gender", template.gender],
        ...activities.map((code): [string, string] => ["outdoorActivity", code]),
        ...(fit ? [["fit", fit] as [string, string]] : []),
        ...functions.map((code): [string, string] => ["shopToStayFunction", code]),
      ],
      texts,
      images,
      pictures,
      labels,
      funcLabels,
      sales: [...salesDays].map(([date, quantity]) => ({ date, quantity })),
      skus,
    };
  });
}

/** The first `count` products of the catalog, in order, a style at a time. */
export function* generateProducts(count: number, now: Date): Generator<GeneratedProduct> {
  let produced = 0;
  for (let styleIndex = 0; produced < count; styleIndex += 1) {
    for (const product of generateStyle(styleIndex, produced, now)) {
      if (produced >= count) return;
      yield product;
      produced += 1;
    }
  }
}
