/** Accessory kinds of the demo catalog (unisex): hats, gloves and socks. */
import type { ProductKind } from "./product-kind";

const WEIGHT = (values: string[]) => ({ code: "WEIGHT", labelType: "SPEC", values });

export const ACCESSORY_KINDS: readonly ProductKind[] = [
  {
    key: "hat",
    categoryPath: "gear/accessories/hats",
    abbr: "HA",
    shape: "hat",
    productType: "ACCESSORY",
    sizeSystem: "hats",
    priceHkd: [149, 399],
    nouns: [
      { en: "Sun Hat", zh: "太陽帽" },
      { en: "Cap", zh: "鴨舌帽" },
      { en: "Bucket Hat", zh: "漁夫帽" },
    ],
    models: [
      { en: "Shade", zh: "遮陰" },
      { en: "Trail", zh: "山徑" },
      { en: "Breeze", zh: "微風" },
      { en: "Summit", zh: "峰頂" },
    ],
    subTitles: [
      { en: "UPF 50+ with a wide brim", zh: "UPF 50+ 闊帽邊" },
      { en: "Packs flat in a pocket", zh: "可摺平放入口袋" },
      { en: "Mesh panels for airflow", zh: "網布透氣設計" },
    ],
    activities: ["hiking", "everyday"],
    functions: ["uv-protection", "quick-dry"],
    palette: ["271", "010", "464", "212", "100", "397"],
    fabrics: [
      { en: "100% nylon with mesh panels", zh: "100% 尼龍，配網布" },
      { en: "Recycled polyester twill", zh: "再生聚酯纖維斜紋布" },
      { en: "Cotton-nylon blend", zh: "棉及尼龍混紡" },
    ],
    techs: [
      { en: "UPF 50+ sun protection", zh: "UPF 50+ 防曬" },
      { en: "Sweatband wicks moisture", zh: "吸汗帶" },
      { en: "Adjustable chin cord", zh: "可調校下巴繩" },
    ],
    features: [
      { en: "Adjustable back strap", zh: "後方可調校帶" },
      { en: "Packable brim", zh: "可收納帽邊" },
      { en: "Reflective trim", zh: "反光飾邊" },
      { en: "Hidden pocket", zh: "隱藏口袋" },
    ],
    pitches: [
      {
        en: "Shade for long, bright days on exposed ridges.",
        zh: "在毫無遮蔭的山脊上，為你擋住烈日。",
      },
      { en: "Light, quick-drying and easy to pack.", zh: "輕巧快乾，方便收納。" },
      { en: "The finishing touch for every summer hike.", zh: "夏日行山的最後一塊拼圖。" },
    ],
    group: { en: "Headwear", zh: "帽類系列" },
    specs: [{ code: "UPF", labelType: "SPEC", values: ["UPF 40", "UPF 50+"] }],
  },
  {
    key: "gloves",
    categoryPath: "gear/accessories/gloves",
    abbr: "GL",
    shape: "glove",
    productType: "ACCESSORY",
    sizeSystem: "gloves",
    priceHkd: [149, 499],
    nouns: [
      { en: "Gloves", zh: "手套" },
      { en: "Trail Gloves", zh: "行山手套" },
    ],
    models: [
      { en: "Grip", zh: "抓握" },
      { en: "Warm Hand", zh: "暖手" },
      { en: "Scramble", zh: "攀石" },
      { en: "Liner", zh: "內層" },
    ],
    subTitles: [
      { en: "Touchscreen fingertips", zh: "指尖可操作觸控屏幕" },
      { en: "Windproof with a fleece lining", zh: "防風，配抓毛內裡" },
      { en: "Grippy palm for chains and rocks", zh: "防滑掌心，拉鐵鏈攀石都穩" },
    ],
    activities: ["hiking", "trekking"],
    functions: ["windproof", "insulated", "quick-dry"],
    palette: ["010", "023", "613", "464"],
    fabrics: [
      { en: "Polyester softshell with a fleece lining", zh: "聚酯纖維軟殼，抓毛內裡" },
      { en: "Stretch nylon with a synthetic leather palm", zh: "彈性尼龍，人造皮革掌心" },
      { en: "Merino wool blend", zh: "美利奴羊毛混紡" },
    ],
    techs: [
      { en: "Touchscreen-compatible fingertips", zh: "兼容觸控屏幕的指尖" },
      { en: "Silicone grip print", zh: "矽膠防滑印花" },
      { en: "Windproof membrane", zh: "防風薄膜" },
    ],
    features: [
      { en: "Clip to keep the pair together", zh: "扣環把一對手套扣在一起" },
      { en: "Pull tab at the cuff", zh: "袖口拉環" },
      { en: "Reinforced thumb", zh: "拇指加固" },
      { en: "Reflective logo", zh: "反光標誌" },
    ],
    pitches: [
      { en: "For chilly winter mornings and rocky scrambles.", zh: "冬日清晨及攀爬岩石的好拍檔。" },
      { en: "Keeps your hands warm without losing your grip.", zh: "保暖之餘不失抓握力。" },
      { en: "Use your phone without taking them off.", zh: "毋須除下也可使用手機。" },
    ],
    group: { en: "Gloves", zh: "手套系列" },
    specs: [WEIGHT(["45 g", "60 g", "85 g"])],
  },
  {
    key: "socks",
    categoryPath: "gear/accessories/socks",
    abbr: "SO",
    shape: "sock",
    productType: "ACCESSORY",
    sizeSystem: "socks",
    priceHkd: [89, 229],
    nouns: [
      { en: "Hiking Socks", zh: "行山襪" },
      { en: "Running Socks", zh: "跑步襪" },
    ],
    models: [
      { en: "Merino Crew", zh: "美利奴中筒" },
      { en: "Cushion", zh: "緩震" },
      { en: "Lite", zh: "輕薄" },
      { en: "Trail Quarter", zh: "短筒" },
    ],
    subTitles: [
      { en: "Merino blend that stays fresh", zh: "美利奴混紡，持久清新" },
      { en: "Cushioned heel and toe", zh: "腳跟及腳趾加厚緩震" },
      { en: "Seamless toe, no blisters", zh: "無縫腳趾，減少起水泡" },
    ],
    activities: ["hiking", "trail-running"],
    functions: ["quick-dry", "breathable"],
    palette: ["023", "464", "683", "397", "010", "100"],
    fabrics: [
      {
        en: "55% merino wool, 42% nylon, 3% elastane",
        zh: "55% 美利奴羊毛，42% 尼龍，3% 彈性纖維",
      },
      { en: "Recycled polyester with nylon", zh: "再生聚酯纖維及尼龍" },
      { en: "Coolmax-style polyester blend", zh: "涼感聚酯纖維混紡" },
    ],
    techs: [
      { en: "Mesh zones vent heat", zh: "網眼區域散熱" },
      { en: "Arch support band", zh: "足弓支撐帶" },
      { en: "Natural odour control", zh: "天然防臭" },
    ],
    features: [
      { en: "Left and right specific", zh: "左右腳專屬設計" },
      { en: "Reinforced heel", zh: "腳跟加固" },
      { en: "Non-slip cuff", zh: "防滑襪口" },
      { en: "Sold as a single pair", zh: "單對裝" },
    ],
    pitches: [
      { en: "Happy feet on the longest trail days.", zh: "漫長山徑上，雙腳依然舒適。" },
      { en: "Dry, cushioned and blister-free.", zh: "乾爽、緩震、不起水泡。" },
      { en: "The sock that outlasts your shoes.", zh: "比鞋子更耐用的襪。" },
    ],
    group: { en: "Socks", zh: "襪類系列" },
    specs: [{ code: "CUSHION", labelType: "SPEC", values: ["Light", "Medium", "Heavy"] }],
  },
];
