/**
 * Footwear kinds of the demo catalog, placed under men and women. Sizes include half sizes
 * ("8+" is 8.5, shopping §5) and some styles come in a wide fit (the shoeWidth filter).
 */
import type { ProductKind } from "./product-kind";

export const FOOTWEAR_KINDS: readonly ProductKind[] = [
  {
    key: "hiking-shoes",
    categoryPath: "shoes/hiking-shoes",
    abbr: "HS",
    shape: "shoe",
    productType: "FOOTWEAR",
    sizeSystem: "shoes",
    widths: true,
    priceHkd: [890, 1890],
    nouns: [
      { en: "Hiking Shoes", zh: "行山鞋" },
      { en: "Waterproof Hiking Shoes", zh: "防水行山鞋" },
    ],
    models: [
      { en: "Rocky Path", zh: "石徑" },
      { en: "Summit Trek", zh: "登峰" },
      { en: "Granite Grip", zh: "花崗抓地" },
      { en: "Sunset Peak", zh: "大東山" },
      { en: "Tai Tam", zh: "大潭" },
      { en: "Shek O", zh: "石澳" },
    ],
    subTitles: [
      { en: "Waterproof membrane and a sticky rubber outsole", zh: "防水薄膜，高抓地力橡膠大底" },
      { en: "Supportive midsole for rocky trails", zh: "支撐中底，應付碎石山徑" },
      { en: "Also made in a wide fit", zh: "設有寬楦版本" },
    ],
    activities: ["hiking", "trekking"],
    functions: ["waterproof", "breathable"],
    palette: ["010", "023", "254", "039", "432", "683", "846"],
    fabrics: [
      {
        en: "Upper: suede and mesh; lining: waterproof membrane; outsole: rubber",
        zh: "鞋面：麂皮及網布；內裡：防水薄膜；大底：橡膠",
      },
      {
        en: "Upper: recycled polyester mesh with TPU overlays; outsole: rubber",
        zh: "鞋面：再生聚酯纖維網布配 TPU 加固；大底：橡膠",
      },
      {
        en: "Upper: full-grain leather; midsole: EVA; outsole: rubber",
        zh: "鞋面：全粒面皮革；中底：EVA；大底：橡膠",
      },
    ],
    techs: [
      { en: "TrailGrip outsole with 5 mm lugs", zh: "TrailGrip 大底，5 毫米鞋釘" },
      { en: "Cushioned EVA midsole with a TPU shank", zh: "EVA 緩震中底，配 TPU 支撐片" },
      { en: "Waterproof, breathable bootie", zh: "防水透氣內套" },
    ],
    features: [
      { en: "Rubber toe cap", zh: "橡膠護趾" },
      { en: "Gusseted tongue keeps out grit", zh: "連身鞋舌阻隔沙石" },
      { en: "Heel pull loop", zh: "後跟拉環" },
      { en: "Removable insole", zh: "可拆式鞋墊" },
      { en: "Lace hooks for a locked-in fit", zh: "鞋帶扣，穩固包覆" },
      { en: "Reflective details", zh: "反光細節" },
    ],
    pitches: [
      {
        en: "Sure-footed on wet granite steps and loose gravel alike.",
        zh: "濕滑花崗岩石級或鬆散碎石，同樣穩陣。",
      },
      {
        en: "Comfortable from the first mile, no break-in needed.",
        zh: "第一步已經舒適，毋須磨合。",
      },
      { en: "Keeps your feet dry through stream crossings.", zh: "涉水過溪，雙腳依然乾爽。" },
    ],
    group: { en: "Hiking footwear", zh: "行山鞋系列" },
    specs: [
      { code: "WEIGHT", labelType: "SPEC", values: ["380 g", "420 g", "465 g"] },
      { code: "DROP", labelType: "SPEC", values: ["8 mm", "10 mm", "12 mm"] },
    ],
  },
  {
    key: "trail-running-shoes",
    categoryPath: "shoes/trail-running-shoes",
    abbr: "TR",
    shape: "shoe",
    productType: "FOOTWEAR",
    sizeSystem: "shoes",
    widths: true,
    priceHkd: [790, 1590],
    nouns: [{ en: "Trail Running Shoes", zh: "越野跑鞋" }],
    models: [
      { en: "Ridge Runner", zh: "山脊跑者" },
      { en: "Skyline", zh: "天際線" },
      { en: "Fast Track", zh: "速徑" },
      { en: "Mountain Goat", zh: "山羊" },
      { en: "Velocity", zh: "疾速" },
      { en: "Hundred Peaks", zh: "百峰" },
    ],
    subTitles: [
      { en: "Light, fast and grippy", zh: "輕快抓地" },
      { en: "Rock plate for technical descents", zh: "防石板保護，技術下坡更安心" },
      { en: "Roomy toe box for long races", zh: "寬闊鞋頭，適合長距離賽事" },
    ],
    activities: ["trail-running"],
    functions: ["breathable", "quick-dry"],
    palette: ["010", "846", "683", "432", "757", "023", "352"],
    fabrics: [
      {
        en: "Upper: engineered mesh; midsole: supercritical foam; outsole: rubber",
        zh: "鞋面：工程網布；中底：超臨界發泡；大底：橡膠",
      },
      {
        en: "Upper: recycled ripstop mesh; outsole: sticky rubber",
        zh: "鞋面：再生格子網布；大底：高黏性橡膠",
      },
      { en: "Upper: single-layer mesh with TPU cage", zh: "鞋面：單層網布配 TPU 支撐" },
    ],
    techs: [
      { en: "4 mm lugs bite into mud and loose dirt", zh: "4 毫米鞋釘，泥地鬆土都抓得穩" },
      { en: "Flexible rock plate underfoot", zh: "柔韌防石板" },
      { en: "Quick-draining mesh", zh: "快速排水網布" },
    ],
    features: [
      { en: "Quick-lace system", zh: "快速鞋帶系統" },
      { en: "Gaiter attachment point", zh: "綁腿扣位" },
      { en: "Protective toe bumper", zh: "鞋頭防撞片" },
      { en: "Padded collar", zh: "軟墊鞋領" },
      { en: "Lace garage in the tongue", zh: "鞋舌收納鞋帶袋" },
      { en: "Reflective heel tab", zh: "反光後跟" },
    ],
    pitches: [
      {
        en: "Built to race the hundred-kilometre trails of the New Territories.",
        zh: "為新界百公里越野賽而設計。",
      },
      {
        en: "Light underfoot and steady on steep, wet descents.",
        zh: "腳感輕盈，濕滑陡坡下坡亦穩定。",
      },
      {
        en: "Drains fast after a stream crossing, so you keep moving.",
        zh: "過溪後迅速排水，讓你繼續前進。",
      },
    ],
    group: { en: "Trail running footwear", zh: "越野跑鞋系列" },
    specs: [
      { code: "WEIGHT", labelType: "SPEC", values: ["265 g", "290 g", "310 g"] },
      { code: "DROP", labelType: "SPEC", values: ["4 mm", "6 mm", "8 mm"] },
    ],
  },
];
