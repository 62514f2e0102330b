/** Gear kinds of the demo catalog (unisex): backpacks and tents. */
import type { Bilingual, ProductKind } from "./product-kind";

const WEIGHT = (values: string[]) => ({ code: "WEIGHT", labelType: "SPEC", values });

/** Copy shared by the kinds that are not worn (no fit, no size chart). */
const PACK_FEATURES: readonly Bilingual[] = [
  { en: "Padded, ventilated back panel", zh: "軟墊透氣背板" },
  { en: "Hydration sleeve and hose port", zh: "水袋間隔及吸管孔" },
  { en: "Stretch side pockets for bottles", zh: "彈性側袋可放水樽" },
  { en: "Integrated rain cover", zh: "內置防雨罩" },
  { en: "Trekking pole attachments", zh: "行山杖扣環" },
  { en: "Zipped hip-belt pockets", zh: "腰帶拉鏈袋" },
];
const TENT_FEATURES: readonly Bilingual[] = [
  { en: "Colour-coded poles pitch in minutes", zh: "顏色編碼營柱，數分鐘內搭好" },
  { en: "Two doors and two vestibules", zh: "雙門雙前庭" },
  { en: "Mesh inner for warm nights", zh: "網布內帳，炎夏晚上更通爽" },
  { en: "Guy-out points for windy campsites", zh: "多個營繩扣點，大風營地也穩固" },
  { en: "Internal storage pockets", zh: "內置收納袋" },
  { en: "Footprint included", zh: "附地布" },
];

export const GEAR_KINDS: readonly ProductKind[] = [
  {
    key: "daypack",
    categoryPath: "gear/backpacks/daypacks",
    abbr: "DP",
    shape: "backpack",
    productType: "EQUIPMENT",
    sizeSystem: "one",
    priceHkd: [390, 1090],
    nouns: [
      { en: "Daypack", zh: "日用背囊" },
      { en: "Hiking Backpack", zh: "行山背囊" },
    ],
    models: [
      { en: "Trail 20", zh: "山徑 20" },
      { en: "Day Hiker 22", zh: "行者 22" },
      { en: "Ridge 18", zh: "山脊 18" },
      { en: "Commuter 25", zh: "通勤 25" },
      { en: "Peak 28", zh: "峰 28" },
    ],
    subTitles: [
      { en: "Light daypack with a rain cover", zh: "輕量日用背囊，附防雨罩" },
      { en: "Ventilated back for humid hikes", zh: "透氣背板，適合潮濕天氣" },
      { en: "Laptop sleeve for the commute", zh: "設手提電腦間隔，返工也合用" },
    ],
    activities: ["hiking", "travel", "everyday"],
    functions: ["waterproof", "breathable"],
    palette: ["010", "464", "316", "846", "613", "023", "479"],
    fabrics: [
      { en: "210D recycled nylon ripstop", zh: "210D 再生尼龍格子布" },
      { en: "420D polyester with PU coating", zh: "420D 聚酯纖維配 PU 塗層" },
      { en: "Nylon with a waterproof base", zh: "尼龍，底部防水" },
    ],
    techs: [
      { en: "AirFlow back panel keeps air moving", zh: "AirFlow 背板保持空氣流通" },
      { en: "Load lifters and a sternum strap", zh: "調整帶及胸帶" },
      { en: "Water-resistant zips", zh: "防水拉鏈" },
    ],
    features: PACK_FEATURES,
    pitches: [
      {
        en: "Everything a day on the trail needs, and nothing it does not.",
        zh: "一日行山所需，一應俱全，毫不多餘。",
      },
      {
        en: "Carries comfortably even when the humidity climbs.",
        zh: "即使天氣潮濕，背起來依然舒適。",
      },
      { en: "From Monday commute to Sunday hike.", zh: "由星期一返工到星期日行山。" },
    ],
    group: { en: "Daypacks", zh: "日用背囊系列" },
    specs: [
      { code: "VOLUME", labelType: "SPEC", values: ["18 L", "20 L", "22 L", "25 L", "28 L"] },
      WEIGHT(["620 g", "780 g", "910 g"]),
    ],
  },
  {
    key: "trekking-pack",
    categoryPath: "gear/backpacks/trekking-packs",
    abbr: "TP",
    shape: "backpack",
    productType: "EQUIPMENT",
    sizeSystem: "packs",
    priceHkd: [990, 2490],
    nouns: [
      { en: "Trekking Pack", zh: "遠足背囊" },
      { en: "Backpack", zh: "背囊" },
    ],
    models: [
      { en: "Expedition 45", zh: "遠征 45" },
      { en: "Traverse 38", zh: "穿越 38" },
      { en: "Summit 50", zh: "登頂 50" },
      { en: "MacLehose 55", zh: "麥理浩 55" },
      { en: "Long Trail 65", zh: "長徑 65" },
    ],
    subTitles: [
      { en: "Adjustable torso for multi-day treks", zh: "可調校背長，適合多日遠足" },
      { en: "Top and front access", zh: "頂部及前幅開口" },
      { en: "Load-carrying frame with a hip belt", zh: "負重背架配腰帶" },
    ],
    activities: ["trekking", "camping"],
    functions: ["waterproof", "breathable"],
    palette: ["010", "464", "316", "846", "613", "023"],
    fabrics: [
      { en: "420D nylon with 210D ripstop panels", zh: "420D 尼龍配 210D 格子布" },
      { en: "Recycled polyester with PFC-free DWR", zh: "再生聚酯纖維，配不含 PFC 防潑水處理" },
      { en: "High-tenacity nylon base", zh: "高強度尼龍底部" },
    ],
    techs: [
      { en: "Aluminium frame spreads the load to the hips", zh: "鋁架把重量分散至腰部" },
      { en: "Torso length adjusts over 10 cm", zh: "背長可調校 10 厘米" },
      { en: "Pivoting hip belt moves with your stride", zh: "活動式腰帶隨步伐擺動" },
    ],
    features: PACK_FEATURES,
    pitches: [
      {
        en: "Made for the full MacLehose Trail with a night under the stars.",
        zh: "專為全程麥理浩徑兼星空露營而設。",
      },
      { en: "Carries a heavy load without wearing you down.", zh: "重裝上路，依然舒適。" },
      { en: "A pack that fits like it was made for you.", zh: "貼身得像度身訂造。" },
    ],
    group: { en: "Trekking packs", zh: "遠足背囊系列" },
    specs: [
      { code: "VOLUME", labelType: "SPEC", values: ["38 L", "45 L", "50 L", "55 L", "65 L"] },
      WEIGHT(["1.4 kg", "1.6 kg", "1.9 kg"]),
    ],
  },
  {
    key: "backpacking-tent",
    categoryPath: "gear/tents/backpacking-tents",
    abbr: "BT",
    shape: "tent",
    productType: "EQUIPMENT",
    sizeSystem: "one",
    priceHkd: [1290, 3990],
    nouns: [
      { en: "Backpacking Tent", zh: "輕量帳篷" },
      { en: "Tent", zh: "帳篷" },
    ],
    models: [
      { en: "Ultralight 1P", zh: "超輕單人" },
      { en: "Trail Dome 2P", zh: "山徑圓頂雙人" },
      { en: "Ridge 2P", zh: "山脊雙人" },
      { en: "Nomad 3P", zh: "遊牧三人" },
    ],
    subTitles: [
      { en: "Freestanding and under 1.5 kg", zh: "自立式，重量少於 1.5 公斤" },
      { en: "Double wall for humid nights", zh: "雙層設計，潮濕晚上也不結露" },
      { en: "Pitches fly-first in the rain", zh: "下雨時可先搭外帳" },
    ],
    activities: ["camping", "trekking"],
    functions: ["waterproof", "windproof", "packable"],
    palette: ["316", "846", "212", "757", "023"],
    fabrics: [
      { en: "Fly: 20D silnylon; floor: 30D nylon", zh: "外帳：20D 矽塗層尼龍；地布：30D 尼龍" },
      { en: "Fly: 40D polyester, 3,000 mm", zh: "外帳：40D 聚酯纖維，3,000 毫米防水" },
      { en: "Inner: no-see-um mesh", zh: "內帳：防蚊細網" },
    ],
    techs: [
      { en: "DAC-style aluminium poles", zh: "航空鋁營柱" },
      { en: "Taped seams on fly and floor", zh: "外帳及地布全壓膠" },
      { en: "Vents at both ends cut condensation", zh: "兩端通風口減少倒汗" },
    ],
    features: TENT_FEATURES,
    pitches: [
      {
        en: "A shelter light enough for the long walk to Tai Long Wan.",
        zh: "輕得足以背著走到大浪灣。",
      },
      {
        en: "Stands firm when the sea wind blows across the campsite.",
        zh: "海風橫掃營地，依然屹立不倒。",
      },
      { en: "Quick to pitch before the sun goes down.", zh: "日落前快速搭好。" },
    ],
    group: { en: "Backpacking tents", zh: "輕量帳篷系列" },
    specs: [
      { code: "CAPACITY", labelType: "SPEC", values: ["1 person", "2 persons", "3 persons"] },
      WEIGHT(["1.1 kg", "1.4 kg", "1.9 kg"]),
    ],
  },
  {
    key: "family-tent",
    categoryPath: "gear/tents/family-tents",
    abbr: "FT",
    shape: "tent",
    productType: "EQUIPMENT",
    sizeSystem: "one",
    priceHkd: [1990, 4990],
    nouns: [
      { en: "Family Tent", zh: "家庭帳篷" },
      { en: "Camping Tent", zh: "露營帳篷" },
    ],
    models: [
      { en: "Campsite 4P", zh: "營地四人" },
      { en: "Basecamp 6P", zh: "大本營六人" },
      { en: "Cabin 5P", zh: "小屋五人" },
      { en: "Beach Day 4P", zh: "沙灘四人" },
    ],
    subTitles: [
      { en: "Stand-up height and two bedrooms", zh: "可企立的高度，兩個睡房" },
      { en: "Big porch for wet-weather cooking", zh: "大前廊，雨天也可煮食" },
      { en: "Blackout bedrooms for early sunrises", zh: "遮光睡房，清晨也好睡" },
    ],
    activities: ["camping"],
    functions: ["waterproof", "windproof"],
    palette: ["316", "212", "846", "023"],
    fabrics: [
      { en: "Fly: 75D polyester, 4,000 mm", zh: "外帳：75D 聚酯纖維，4,000 毫米防水" },
      { en: "Floor: 210D oxford with welded seams", zh: "地布：210D 牛津布，熱合接縫" },
      { en: "Inner: breathable polyester", zh: "內帳：透氣聚酯纖維" },
    ],
    techs: [
      { en: "Steel and fibreglass frame", zh: "鋼及玻璃纖維營架" },
      { en: "Large mesh windows with covers", zh: "大網窗配遮蓋" },
      { en: "Ground vents for cross-flow", zh: "底部通風口，空氣對流" },
    ],
    features: TENT_FEATURES,
    pitches: [
      {
        en: "Room for the whole family at Pak Tam Au campsite.",
        zh: "北潭凹營地，全家都住得舒適。",
      },
      {
        en: "Rainy weekend? Cook and play under the big porch.",
        zh: "週末下雨？在大前廊煮食玩樂。",
      },
      { en: "Sets up as easily as it packs away.", zh: "搭營收營一樣輕鬆。" },
    ],
    group: { en: "Family camping", zh: "家庭露營系列" },
    specs: [
      { code: "CAPACITY", labelType: "SPEC", values: ["4 persons", "5 persons", "6 persons"] },
      WEIGHT(["7.8 kg", "9.5 kg", "12.2 kg"]),
    ],
  },
];
