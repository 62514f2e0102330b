/**
 * Colourways of the demo catalog: the brand's colour number (part of product and SKU codes), the
 * names shoppers see, the swatch colour and the base colour (the basecolor filter value).
 */
export interface Colourway {
  code: string;
  en: string;
  zh: string;
  rgb: string;
  base: string;
}

export const COLOURWAYS: readonly Colourway[] = [
  { code: "010", en: "Black", zh: "黑色", rgb: "#1c1c1c", base: "black" },
  { code: "023", en: "Graphite", zh: "石墨灰", rgb: "#4a4e54", base: "grey" },
  { code: "039", en: "Stone Grey", zh: "石灰色", rgb: "#9a9c98", base: "grey" },
  { code: "100", en: "White", zh: "白色", rgb: "#ffffff", base: "white" },
  { code: "125", en: "Chalk", zh: "粉筆白", rgb: "#ece8df", base: "white" },
  { code: "464", en: "Collegiate Navy", zh: "深海軍藍", rgb: "#1f2a44", base: "blue" },
  { code: "432", en: "Ocean Blue", zh: "海洋藍", rgb: "#2f6fb0", base: "blue" },
  { code: "479", en: "Sky Blue", zh: "天藍色", rgb: "#7fb3e0", base: "blue" },
  { code: "316", en: "Forest Green", zh: "森林綠", rgb: "#2e5e3a", base: "green" },
  { code: "397", en: "Olive", zh: "橄欖綠", rgb: "#6b6b3a", base: "green" },
  { code: "352", en: "Sage", zh: "鼠尾草綠", rgb: "#9caf88", base: "green" },
  { code: "613", en: "Mountain Red", zh: "山嶺紅", rgb: "#b3282d", base: "red" },
  { code: "846", en: "Sunset Orange", zh: "日落橙", rgb: "#e8702a", base: "orange" },
  { code: "757", en: "Sulphur Yellow", zh: "硫磺黃", rgb: "#e6c229", base: "yellow" },
  { code: "512", en: "Plum", zh: "梅子紫", rgb: "#6c3b63", base: "purple" },
  { code: "683", en: "Coral Pink", zh: "珊瑚粉紅", rgb: "#ef8a80", base: "pink" },
  { code: "254", en: "Delta Brown", zh: "三角洲啡", rgb: "#6e4b33", base: "brown" },
  { code: "271", en: "Khaki", zh: "卡其色", rgb: "#b9a57e", base: "beige" },
  { code: "212", en: "Sand", zh: "沙色", rgb: "#d9c7a3", base: "beige" },
];

export const COLOURWAY_BY_CODE = new Map(COLOURWAYS.map((colour) => [colour.code, colour]));

export function colourway(code: string): Colourway {
  const found = COLOURWAY_BY_CODE.get(code);
  if (!found) throw new Error(`unknown colourway ${code}`);
  return found;
}

/** basecolor filter values with their swatches. */
export const BASE_COLOURS: readonly { code: string; en: string; zh: string; rgb: string }[] = [
  { code: "black", en: "Black", zh: "黑色", rgb: "#1c1c1c" },
  { code: "grey", en: "Grey", zh: "灰色", rgb: "#8a8d91" },
  { code: "white", en: "White", zh: "白色", rgb: "#ffffff" },
  { code: "blue", en: "Blue", zh: "藍色", rgb: "#2f5fa7" },
  { code: "green", en: "Green", zh: "綠色", rgb: "#3f7d4e" },
  { code: "red", en: "Red", zh: "紅色", rgb: "#c0392b" },
  { code: "orange", en: "Orange", zh: "橙色", rgb: "#e67e22" },
  { code: "yellow", en: "Yellow", zh: "黃色", rgb: "#f1c40f" },
  { code: "purple", en: "Purple", zh: "紫色", rgb: "#7d3c98" },
  { code: "pink", en: "Pink", zh: "粉紅色", rgb: "#e88fb0" },
  { code: "brown", en: "Brown", zh: "啡色", rgb: "#7b5235" },
  { code: "beige", en: "Beige", zh: "米色", rgb: "#d8c8a8" },
];
