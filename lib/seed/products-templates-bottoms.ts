/** Trouser and shorts kinds of the demo catalog, placed under men and women (products-templates.ts). */
import type { ProductKind } from "./product-kind";

const WEIGHT = (values: string[]) => ({ code: "WEIGHT", labelType: "SPEC", values });

export const BOTTOM_KINDS: readonly ProductKind[] = [
  {
    key: "hiking-trousers",
    categoryPath: "trousers/hiking-trousers",
    abbr: "HP",
    shape: "trousers",
    productType: "APPAREL",
    sizeSystem: "waist",
    priceHkd: [490, 1190],
    nouns: [
      { en: "Hiking Trousers", zh: "行山褲" },
      { en: "Convertible Trousers", zh: "兩截行山褲" },
    ],
    models: [
      { en: "Ridge Walker", zh: "山徑漫步" },
      { en: "MacLehose", zh: "麥理浩" },
      { en: "Wilson Trail", zh: "衛奕信" },
      { en: "Sharp Peak", zh: "蚺蛇尖" },
      { en: "Pat Sin", zh: "八仙嶺" },
      { en: "Needle Hill", zh: "針山" },
    ],
    subTitles: [
      { en: "Stretch nylon with DWR", zh: "彈性尼龍，配防潑水處理" },
      { en: "Zip-off legs turn into shorts", zh: "褲腳可拆，秒變短褲" },
      { en: "Quick-drying, UPF 50", zh: "快乾，UPF 50 防曬" },
    ],
    activities: ["hiking", "trekking", "travel"],
    functions: ["quick-dry", "uv-protection", "breathable"],
    fits: ["regular", "slim", "relaxed"],
    palette: ["010", "271", "397", "023", "212", "464"],
    fabrics: [
      { en: "94% nylon, 6% elastane", zh: "94% 尼龍，6% 彈性纖維" },
      { en: "Recycled polyester canvas with stretch", zh: "再生聚酯纖維彈性帆布" },
      { en: "Nylon ripstop with reinforced knees", zh: "尼龍格子布，膝部加固" },
    ],
    techs: [
      { en: "Dries in about an hour after a stream crossing", zh: "涉水後約一小時便乾透" },
      { en: "UPF 50 blocks 98% of UV rays", zh: "UPF 50，阻隔 98% 紫外線" },
      { en: "DWR finish sheds light rain", zh: "防潑水處理，抵擋小雨" },
    ],
    features: [
      { en: "Zipped thigh pocket", zh: "大腿拉鏈口袋" },
      { en: "Gusseted crotch for high steps", zh: "襠部加片，跨步更自如" },
      { en: "Ankle snaps roll up the legs", zh: "褲腳鈕扣，可捲起固定" },
      { en: "Belt loops and an internal drawcord", zh: "皮帶耳及內置索帶" },
      { en: "Articulated knees", zh: "立體剪裁膝部" },
      { en: "Scuff guards at the hem", zh: "褲腳防磨片" },
    ],
    pitches: [
      {
        en: "Made for every stage of the MacLehose Trail, from beach to ridge.",
        zh: "由海灘到山脊，麥理浩徑每一段都合穿。",
      },
      { en: "Cool in the humid heat, tough on granite.", zh: "濕熱天氣依然涼快，花崗岩上也耐磨。" },
      { en: "A trouser that moves with you on every high step.", zh: "每一步高跨，都隨你而動。" },
    ],
    group: { en: "Trail trousers", zh: "行山褲系列" },
    specs: [WEIGHT(["290 g", "340 g", "380 g"])],
  },
  {
    key: "shorts",
    categoryPath: "trousers/shorts",
    abbr: "SH",
    shape: "shorts",
    productType: "APPAREL",
    sizeSystem: "shorts",
    priceHkd: [290, 690],
    nouns: [
      { en: "Hiking Shorts", zh: "行山短褲" },
      { en: "Trail Shorts", zh: "越野短褲" },
    ],
    models: [
      { en: "Sai Wan", zh: "西灣" },
      { en: "Tai Long", zh: "大浪" },
      { en: "Ham Tin", zh: "鹹田" },
      { en: "High Island", zh: "萬宜" },
      { en: "Lamma", zh: "南丫" },
      { en: "Plover Cove", zh: "船灣" },
    ],
    subTitles: [
      { en: "7-inch inseam, quick-dry stretch", zh: "7 吋褲長，快乾彈性布料" },
      { en: "Built-in liner for long runs", zh: "內置內褲，適合長跑" },
      { en: "Zipped pocket for keys and cards", zh: "拉鏈口袋可放鎖匙及八達通" },
    ],
    activities: ["hiking", "trail-running", "everyday"],
    functions: ["quick-dry", "breathable", "uv-protection"],
    fits: ["regular", "relaxed"],
    palette: ["271", "010", "464", "212", "397", "352"],
    fabrics: [
      { en: "88% recycled polyester, 12% elastane", zh: "88% 再生聚酯纖維，12% 彈性纖維" },
      { en: "Nylon stretch woven", zh: "尼龍彈性梭織布" },
      { en: "Lightweight polyester with mesh liner", zh: "輕量聚酯纖維，配網布內褲" },
    ],
    techs: [
      { en: "Wicks sweat and dries fast", zh: "排汗快乾" },
      { en: "Anti-odour treatment", zh: "防臭處理" },
      { en: "UPF 30 sun protection", zh: "UPF 30 防曬" },
    ],
    features: [
      { en: "Elastic waist with drawcord", zh: "彈性腰頭配索帶" },
      { en: "Two hand pockets", zh: "兩個側袋" },
      { en: "Zipped back pocket", zh: "後拉鏈袋" },
      { en: "Split hem for stride", zh: "褲腳開衩，跨步更自如" },
      { en: "Reflective logo", zh: "反光標誌" },
      { en: "Phone pocket on the waistband", zh: "腰頭手機袋" },
    ],
    pitches: [
      {
        en: "From Sai Wan beach to the top of Sharp Peak, they keep you cool.",
        zh: "由西灣海灘到蚺蛇尖頂，一路清涼。",
      },
      {
        en: "Light shorts that dry before the next stream.",
        zh: "輕身短褲，未到下一條溪已經乾透。",
      },
      { en: "Made for hot, humid days on the trail.", zh: "專為炎熱潮濕的山徑日子而設。" },
    ],
    group: { en: "Trail shorts", zh: "行山短褲系列" },
    specs: [WEIGHT(["140 g", "170 g", "200 g"])],
  },
];
