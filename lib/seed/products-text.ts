/**
 * Product copy assembled from a template: titles, descriptions, size charts and fit notes in
 * English and Traditional Chinese. Pure functions of their arguments.
 */
import type { SeedBrand } from "./catalog-tree";
import type { Colourway } from "./products-colours";
import type { Bilingual, Gender, ProductTemplate } from "./products-templates";

const GENDER_PREFIX: Record<Gender, Bilingual> = {
  men: { en: "Men's ", zh: "男裝" },
  women: { en: "Women's ", zh: "女裝" },
  unisex: { en: "", zh: "" },
};

export function productTitle(
  brand: SeedBrand,
  gender: Gender,
  model: Bilingual,
  noun: Bilingual,
  edition: boolean,
): Bilingual {
  const prefix = GENDER_PREFIX[gender];
  return {
    en: `${brand.nameEn} ${prefix.en}${model.en} ${noun.en}${edition ? " (Limited Edition)" : ""}`,
    zh: `${brand.nameZh} ${prefix.zh}${model.zh}${noun.zh}${edition ? "（限量版）" : ""}`,
  };
}

export function colourNames(colours: readonly Colourway[]): Bilingual {
  return { en: colours.map((c) => c.en).join(" / "), zh: colours.map((c) => c.zh).join(" / ") };
}

export function longDescription(picks: readonly Bilingual[]): Bilingual {
  return {
    en: picks.map((pick) => pick.en).join(" "),
    zh: picks.map((pick) => pick.zh).join(""),
  };
}

const CHEST_CM: Record<string, [number, number]> = {
  XS: [84, 89],
  S: [89, 94],
  M: [94, 100],
  L: [100, 106],
  XL: [106, 112],
  XXL: [112, 118],
};
const WOMEN_WAIST_CM: Record<string, number> = {
  "2": 62,
  "4": 64,
  "6": 67,
  "8": 70,
  "10": 73,
  "12": 77,
  "14": 81,
};

/** The cbSizeChart text: one line per size, as the detail page's size chart shows it. */
export function sizeChart(template: ProductTemplate): Bilingual | null {
  const lines: Bilingual[] = [];
  for (const size of template.sizes) {
    const chest = CHEST_CM[size];
    if (template.sizeSystem === "tops" && chest) {
      lines.push({
        en: `${size}: chest ${chest[0]}-${chest[1]} cm`,
        zh: `${size}：胸圍 ${chest[0]}-${chest[1]} 厘米`,
      });
    } else if (template.sizeSystem === "waist") {
      const cm =
        template.gender === "men" ? Math.round(Number(size) * 2.54) : (WOMEN_WAIST_CM[size] ?? 70);
      lines.push({ en: `${size}: waist ${cm} cm`, zh: `${size}：腰圍 ${cm} 厘米` });
    } else if (template.sizeSystem === "shoes") {
      const us = Number(size.replace("+", ".5"));
      const cm = (template.gender === "men" ? 25 + (us - 7) * 0.85 : 22 + (us - 5) * 0.85).toFixed(
        1,
      );
      lines.push({
        en: `US ${size.replace("+", ".5")}: foot length ${cm} cm`,
        zh: `美碼 ${size.replace("+", ".5")}：腳長 ${cm} 厘米`,
      });
    } else if (template.sizeSystem === "shorts" && chest) {
      const waist = chest[0] - 14;
      lines.push({
        en: `${size}: waist ${waist}-${waist + 5} cm`,
        zh: `${size}：腰圍 ${waist}-${waist + 5} 厘米`,
      });
    } else if (template.sizeSystem === "packs") {
      const torso = { S: "38-43", M: "43-48", L: "48-53" }[size] ?? "43-48";
      lines.push({ en: `${size}: torso ${torso} cm`, zh: `${size}：背長 ${torso} 厘米` });
    } else if (template.sizeSystem === "gloves") {
      const hand = { S: "17-18", M: "18-19", L: "19-20", XL: "20-21" }[size] ?? "18-19";
      lines.push({ en: `${size}: hand ${hand} cm`, zh: `${size}：手掌圍 ${hand} 厘米` });
    } else if (template.sizeSystem === "socks") {
      const fits = { S: "EU 35-38", M: "EU 39-42", L: "EU 43-46" }[size] ?? "EU 39-42";
      lines.push({ en: `${size}: shoe ${fits}`, zh: `${size}：鞋碼 ${fits}` });
    }
  }
  if (lines.length === 0) return null;
  return {
    en: lines.map((line) => line.en).join("\n"),
    zh: lines.map((line) => line.zh).join("\n"),
  };
}

const FIT_NOTES: Record<string, Bilingual> = {
  regular: {
    en: "Regular fit: true to size, room for a light layer underneath.",
    zh: "標準剪裁：尺碼標準，內裡可穿薄身衣物。",
  },
  slim: {
    en: "Slim fit: close to the body; size up to layer.",
    zh: "修身剪裁：貼身設計，如需內搭建議選大一碼。",
  },
  relaxed: {
    en: "Relaxed fit: roomy through the body for easy movement.",
    zh: "寬鬆剪裁：身形寬鬆，活動自如。",
  },
};

export function sizeFitNote(
  template: ProductTemplate,
  fit: string | null,
  wide: boolean,
): Bilingual | null {
  if (fit) return FIT_NOTES[fit] ?? null;
  if (template.productType === "FOOTWEAR") {
    return wide
      ? {
          en: "True to size. Also made in a wide fit for broader feet.",
          zh: "尺碼標準。另設寬楦版本，適合腳掌較闊人士。",
        }
      : { en: "True to size; half sizes available.", zh: "尺碼標準，設半碼。" };
  }
  return null;
}
