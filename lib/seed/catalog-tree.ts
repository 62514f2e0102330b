/**
 * The demo brands and the three-level category tree. Codes are the URL segments of
 * /products/{c1}/{c2}/{c3}; `new-in` is the new-arrivals category of shopping §2.
 */
export interface SeedBrand {
  code: string;
  nameEn: string;
  nameZh: string;
}

export const SEED_BRANDS: readonly SeedBrand[] = [
  { code: "lion-rock", nameEn: "Lion Rock Gear", nameZh: "獅子山裝備" },
  { code: "harbour-trail", nameEn: "Harbour Trail", nameZh: "海港山徑" },
  { code: "dragons-back", nameEn: "Dragon's Back", nameZh: "龍脊" },
  { code: "tai-mo-shan", nameEn: "Tai Mo Shan Works", nameZh: "大帽山工房" },
  { code: "sai-kung", nameEn: "Sai Kung Outfitters", nameZh: "西貢戶外" },
  { code: "summit-peak", nameEn: "Summit Peak", nameZh: "峰頂" },
];

export interface SeedCategory {
  code: string;
  nameEn: string;
  nameZh: string;
  children?: SeedCategory[];
}

const apparel = (): SeedCategory[] => [
  {
    code: "jackets",
    nameEn: "Jackets",
    nameZh: "外套",
    children: [
      { code: "rain-jackets", nameEn: "Rain jackets", nameZh: "防水外套" },
      { code: "down-jackets", nameEn: "Down jackets", nameZh: "羽絨外套" },
      { code: "softshell", nameEn: "Softshell", nameZh: "軟殼外套" },
      { code: "windbreakers", nameEn: "Windbreakers", nameZh: "風褸" },
    ],
  },
  {
    code: "trousers",
    nameEn: "Trousers",
    nameZh: "長褲",
    children: [
      { code: "hiking-trousers", nameEn: "Hiking trousers", nameZh: "行山褲" },
      { code: "shorts", nameEn: "Shorts", nameZh: "短褲" },
    ],
  },
  {
    code: "shoes",
    nameEn: "Shoes",
    nameZh: "鞋履",
    children: [
      { code: "hiking-shoes", nameEn: "Hiking shoes", nameZh: "行山鞋" },
      { code: "trail-running-shoes", nameEn: "Trail running shoes", nameZh: "越野跑鞋" },
    ],
  },
];

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { code: "new-in", nameEn: "New in", nameZh: "新品" },
  { code: "men", nameEn: "Men", nameZh: "男裝", children: apparel() },
  { code: "women", nameEn: "Women", nameZh: "女裝", children: apparel() },
  {
    code: "gear",
    nameEn: "Gear",
    nameZh: "裝備",
    children: [
      {
        code: "backpacks",
        nameEn: "Backpacks",
        nameZh: "背囊",
        children: [
          { code: "daypacks", nameEn: "Daypacks", nameZh: "日用背囊" },
          { code: "trekking-packs", nameEn: "Trekking packs", nameZh: "遠足背囊" },
        ],
      },
      {
        code: "tents",
        nameEn: "Tents",
        nameZh: "帳篷",
        children: [
          { code: "backpacking-tents", nameEn: "Backpacking tents", nameZh: "輕量帳篷" },
          { code: "family-tents", nameEn: "Family tents", nameZh: "家庭帳篷" },
        ],
      },
      {
        code: "accessories",
        nameEn: "Accessories",
        nameZh: "配件",
        children: [
          { code: "hats", nameEn: "Hats", nameZh: "帽" },
          { code: "gloves", nameEn: "Gloves", nameZh: "手套" },
          { code: "socks", nameEn: "Socks", nameZh: "襪" },
        ],
      },
    ],
  },
];
