/** Jacket kinds of the demo catalog, placed under both men and women (products-templates.ts). */
import type { ProductKind } from "./product-kind";

const WEIGHT = (values: string[]) => ({ code: "WEIGHT", labelType: "SPEC", values });

export const JACKET_KINDS: readonly ProductKind[] = [
  {
    key: "rain-jacket",
    categoryPath: "jackets/rain-jackets",
    abbr: "RJ",
    shape: "shell",
    productType: "APPAREL",
    sizeSystem: "tops",
    priceHkd: [790, 2290],
    nouns: [
      { en: "Rain Jacket", zh: "防水外套" },
      { en: "Waterproof Jacket", zh: "防水褸" },
    ],
    models: [
      { en: "Storm Shell", zh: "風暴" },
      { en: "Torrent", zh: "急流" },
      { en: "Monsoon", zh: "季候風" },
      { en: "Ridgeline", zh: "山脊" },
      { en: "Cloudburst", zh: "傾盆" },
      { en: "Misty Peak", zh: "霧峰" },
    ],
    subTitles: [
      { en: "2.5-layer waterproof, breathable shell", zh: "2.5 層防水透氣外殼" },
      { en: "Packable rain shell for the wet season", zh: "可收納輕便防水外套，雨季必備" },
      { en: "Fully taped seams and an adjustable storm hood", zh: "全壓膠接縫，配可調校防風帽" },
    ],
    activities: ["hiking", "trekking", "travel"],
    functions: ["waterproof", "windproof", "breathable", "packable"],
    fits: ["regular", "relaxed"],
    palette: ["010", "464", "432", "613", "846", "757", "397", "023"],
    fabrics: [
      {
        en: "Shell: 100% recycled nylon ripstop with a 2.5-layer waterproof membrane",
        zh: "外層：100% 再生尼龍格子布，配 2.5 層防水薄膜",
      },
      {
        en: "Shell: 100% polyester 3-layer laminate; no lining",
        zh: "外層：100% 聚酯纖維三層複合布料；無內裡",
      },
      {
        en: "Shell: nylon with a PFC-free durable water-repellent finish",
        zh: "外層：尼龍，配不含 PFC 的耐用防潑水處理",
      },
    ],
    techs: [
      {
        en: "StormSeal membrane: 20,000 mm waterproof, 15,000 g/m²/24 h breathable",
        zh: "StormSeal 防水薄膜：防水指數 20,000 毫米，透氣度 15,000 克/平方米/24 小時",
      },
      { en: "Underarm vents release heat on steep climbs", zh: "腋下透氣拉鏈，上斜時助散熱" },
      { en: "Fully taped seams keep out wind-driven rain", zh: "全壓膠接縫，阻擋橫風橫雨" },
    ],
    features: [
      { en: "Adjustable hood fits over a cap", zh: "可調校帽子，戴著鴨舌帽也合用" },
      { en: "Hand pockets sit above a pack hip belt", zh: "手袋位置高於背囊腰帶" },
      { en: "Packs into its own chest pocket", zh: "可收納入胸前口袋" },
      { en: "Hem drawcord seals out the weather", zh: "下擺索帶，防風防雨" },
      { en: "Reflective logo for walks at dusk", zh: "反光標誌，黃昏行山更安全" },
      { en: "Hook-and-loop cuff adjusters", zh: "魔術貼袖口調節" },
    ],
    pitches: [
      {
        en: "Built for Hong Kong's sudden summer storms, it keeps you dry from the trailhead to the summit.",
        zh: "專為香港夏季驟雨而設，由起點到山頂都保持乾爽。",
      },
      {
        en: "A light, breathable shell you will want to carry on every hike.",
        zh: "輕巧透氣，每次行山都值得隨身攜帶。",
      },
      {
        en: "It stays quiet and supple even in a cold wind on the ridge.",
        zh: "即使在山脊上吹著冷風，依然柔軟寧靜。",
      },
    ],
    group: { en: "Waterproof shells", zh: "防水外套系列" },
    specs: [
      {
        code: "WATERPROOF_RATING",
        labelType: "SPEC",
        values: ["10,000 mm", "20,000 mm", "28,000 mm"],
      },
      WEIGHT(["280 g", "320 g", "365 g"]),
    ],
  },
  {
    key: "down-jacket",
    categoryPath: "jackets/down-jackets",
    abbr: "DJ",
    shape: "puffer",
    productType: "APPAREL",
    sizeSystem: "tops",
    priceHkd: [990, 2990],
    nouns: [
      { en: "Down Jacket", zh: "羽絨外套" },
      { en: "Down Hoodie", zh: "連帽羽絨褸" },
    ],
    models: [
      { en: "Summit Glow", zh: "峰光" },
      { en: "Frostline", zh: "霜線" },
      { en: "Cloud Nine", zh: "九霄" },
      { en: "Ember", zh: "餘燼" },
      { en: "Polar Ridge", zh: "極地山脊" },
      { en: "Alpine Puff", zh: "高山" },
    ],
    subTitles: [
      { en: "700-fill responsibly sourced down", zh: "700 蓬鬆度負責任採購羽絨" },
      { en: "Warm, light and packs into a stuff sack", zh: "輕巧保暖，可收納入收納袋" },
      { en: "Water-resistant shell over box-wall baffles", zh: "防潑水外層，配立體隔間" },
    ],
    activities: ["trekking", "everyday", "travel"],
    functions: ["insulated", "packable", "windproof"],
    fits: ["regular", "slim"],
    palette: ["010", "464", "613", "397", "512", "125", "023", "846"],
    fabrics: [
      {
        en: "Shell: 20D recycled nylon; fill: 700-fill-power duck down (RDS certified)",
        zh: "外層：20D 再生尼龍；填充：700 蓬鬆度鴨絨（RDS 認證）",
      },
      {
        en: "Shell: polyester ripstop; fill: 800-fill-power goose down",
        zh: "外層：聚酯纖維格子布；填充：800 蓬鬆度鵝絨",
      },
      {
        en: "Shell: nylon with DWR; fill: 90/10 down and feather",
        zh: "外層：防潑水尼龍；填充：90/10 羽絨及羽毛",
      },
    ],
    techs: [
      { en: "HeatTrap lining reflects body heat back to you", zh: "HeatTrap 內裡把體溫反射回身體" },
      { en: "Hydrophobic down stays lofty in damp air", zh: "防水羽絨，潮濕天氣依然蓬鬆" },
      { en: "Box-wall baffles prevent cold spots", zh: "立體隔間設計，避免冷點" },
    ],
    features: [
      { en: "Zipped hand pockets with a soft lining", zh: "暖手拉鏈口袋，內裡柔軟" },
      { en: "Elastic cuffs seal in warmth", zh: "彈性袖口鎖住暖意" },
      { en: "Stuff sack included", zh: "附收納袋" },
      { en: "Adjustable hem", zh: "可調校下擺" },
      { en: "Internal media pocket", zh: "內置電子產品口袋" },
      { en: "Chin guard stops zip rub", zh: "下巴護片，防止拉鏈磨損" },
    ],
    pitches: [
      {
        en: "Winter mornings on Tai Mo Shan can drop near freezing; this is the layer to bring.",
        zh: "大帽山的冬日清晨可跌近冰點，這件就是你需要的保暖層。",
      },
      {
        en: "Warmth without the bulk, for cold trails and colder flights.",
        zh: "保暖而不臃腫，適合寒冷山徑及長途航班。",
      },
      {
        en: "Soft, light and easy to pack, it makes a cold day easy.",
        zh: "柔軟輕巧又易收納，寒冷日子也輕鬆自在。",
      },
    ],
    group: { en: "Down insulation", zh: "羽絨保暖系列" },
    specs: [
      { code: "FILL_POWER", labelType: "SPEC", values: ["650", "700", "800"] },
      WEIGHT(["310 g", "390 g", "460 g"]),
    ],
  },
  {
    key: "softshell",
    categoryPath: "jackets/softshell",
    abbr: "SS",
    shape: "softshell",
    productType: "APPAREL",
    sizeSystem: "tops",
    priceHkd: [690, 1690],
    nouns: [
      { en: "Softshell Jacket", zh: "軟殼外套" },
      { en: "Softshell Hoodie", zh: "連帽軟殼外套" },
    ],
    models: [
      { en: "Trailhead", zh: "起點" },
      { en: "Crestline", zh: "山稜" },
      { en: "Granite", zh: "花崗岩" },
      { en: "Lantau", zh: "大嶼" },
      { en: "Kowloon Peak", zh: "飛鵝" },
      { en: "Switchback", zh: "之字路" },
    ],
    subTitles: [
      { en: "Stretch-woven, wind-resistant shell", zh: "彈性編織防風外層" },
      { en: "Brushed fleece back for cool mornings", zh: "刷毛內裡，適合清涼早晨" },
      { en: "Four-way stretch for scrambles", zh: "四向彈性，攀爬自如" },
    ],
    activities: ["hiking", "trekking", "everyday"],
    functions: ["windproof", "breathable", "quick-dry"],
    fits: ["slim", "regular"],
    palette: ["010", "023", "464", "316", "039", "352"],
    fabrics: [
      { en: "90% polyester, 10% elastane double weave", zh: "90% 聚酯纖維，10% 彈性纖維雙層編織" },
      { en: "Nylon stretch face with a grid fleece back", zh: "尼龍彈性外層，格紋抓毛內裡" },
      { en: "Recycled polyester softshell with DWR", zh: "再生聚酯纖維軟殼，配防潑水處理" },
    ],
    techs: [
      { en: "WindBlock face fabric cuts wind chill", zh: "WindBlock 外層布料，減低風寒" },
      { en: "Moisture-wicking grid interior", zh: "格紋內裡，快速排汗" },
      { en: "DWR finish sheds light showers", zh: "防潑水處理，抵擋小雨" },
    ],
    features: [
      { en: "Articulated elbows", zh: "立體剪裁手肘" },
      { en: "Chest pocket fits a phone", zh: "胸袋可放手機" },
      { en: "Thumb loops", zh: "拇指扣環" },
      { en: "Helmet-compatible hood", zh: "兼容頭盔的帽子" },
      { en: "Zipped hand pockets", zh: "拉鏈手袋" },
      { en: "Drop-tail hem", zh: "前短後長下擺" },
    ],
    pitches: [
      {
        en: "The jacket you never take off on a breezy autumn hike.",
        zh: "秋日清風下行山，一整天都不想脫下的外套。",
      },
      {
        en: "Stretchy and tough enough for rocky scrambles.",
        zh: "彈性十足又耐磨，攀爬岩石也不怕。",
      },
      { en: "Blocks the wind, lets the sweat out.", zh: "擋風之餘，同時排走汗氣。" },
    ],
    group: { en: "Softshells", zh: "軟殼系列" },
    specs: [WEIGHT(["340 g", "410 g", "480 g"])],
  },
  {
    key: "windbreaker",
    categoryPath: "jackets/windbreakers",
    abbr: "WB",
    shape: "windbreaker",
    productType: "APPAREL",
    sizeSystem: "tops",
    priceHkd: [390, 990],
    nouns: [
      { en: "Windbreaker", zh: "風褸" },
      { en: "Wind Jacket", zh: "防風褸" },
    ],
    models: [
      { en: "Breeze", zh: "微風" },
      { en: "Tailwind", zh: "順風" },
      { en: "Gale", zh: "烈風" },
      { en: "Sea Breeze", zh: "海風" },
      { en: "Updraft", zh: "上升氣流" },
      { en: "Kite", zh: "紙鳶" },
    ],
    subTitles: [
      { en: "Featherweight wind shell, just 95 g", zh: "超輕防風外套，僅重 95 克" },
      { en: "Packs into its own pocket", zh: "可收納入自身口袋" },
      { en: "Wind-resistant ripstop for ridge runs", zh: "防風格子布，適合山脊跑" },
    ],
    activities: ["trail-running", "hiking", "everyday"],
    functions: ["windproof", "packable", "uv-protection"],
    fits: ["regular", "slim"],
    palette: ["479", "757", "683", "010", "100", "352", "846"],
    fabrics: [
      { en: "100% nylon 15D ripstop", zh: "100% 尼龍 15D 格子布" },
      { en: "Recycled polyester micro-ripstop", zh: "再生聚酯纖維微格子布" },
      { en: "Nylon with a DWR finish", zh: "尼龍，配防潑水處理" },
    ],
    techs: [
      { en: "UPF 40 sun protection", zh: "UPF 40 防曬" },
      { en: "Laser-cut vents across the back", zh: "背部鐳射切割透氣孔" },
      { en: "DWR finish beads off light drizzle", zh: "防潑水處理，抵擋毛毛雨" },
    ],
    features: [
      { en: "Stows into its chest pocket", zh: "可收納入胸袋" },
      { en: "Elastic cuffs and hem", zh: "彈性袖口及下擺" },
      { en: "Reflective trims", zh: "反光飾邊" },
      { en: "Half-elastic hood", zh: "半彈性帽子" },
      { en: "Clip loop for a race belt", zh: "可扣上跑步腰帶的扣環" },
      { en: "Centre-front zip with a garage", zh: "中央拉鏈配拉鏈頭護套" },
    ],
    pitches: [
      {
        en: "Throw it on when the wind picks up on the Dragon's Back ridge.",
        zh: "龍脊山脊上風勢轉強時，隨手一披就暖。",
      },
      {
        en: "So light you forget it is there until you need it.",
        zh: "輕得幾乎忘記它的存在，直至你需要它。",
      },
      {
        en: "A runner's shell that packs smaller than a gel flask.",
        zh: "跑手專用，收納後比能量啫喱瓶更細小。",
      },
    ],
    group: { en: "Wind shells", zh: "防風外套系列" },
    specs: [WEIGHT(["95 g", "120 g", "150 g"])],
  },
];
