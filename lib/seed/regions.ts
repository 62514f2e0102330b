/**
 * Regions and pick-up points of the demo seed (accounts §3 Region, Pick-up point; shopping §4
 * Delivery modes): Hong Kong (810000) with its 18 districts, Macau (820000) with its areas, and
 * a few mainland provinces with cities and districts, so the checkout's cascade has three levels;
 * stores, courier points and lockers, one of each kind disabled. Upserted by id and code.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { pickUpPoints, regions } from "@/lib/db/schema";
import { PICK_UP_TYPES, REGION_ROOT_PID } from "@/lib/domain/checkout/constants";

type RegionSeed = [id: number, en: string, zh: string, children?: RegionSeed[]];

const HONG_KONG_DISTRICTS: RegionSeed[] = [
  [810001, "Central and Western", "中西區"],
  [810002, "Wan Chai", "灣仔區"],
  [810003, "Eastern", "東區"],
  [810004, "Southern", "南區"],
  [810005, "Yau Tsim Mong", "油尖旺區"],
  [810006, "Sham Shui Po", "深水埗區"],
  [810007, "Kowloon City", "九龍城區"],
  [810008, "Wong Tai Sin", "黃大仙區"],
  [810009, "Kwun Tong", "觀塘區"],
  [810010, "Tsuen Wan", "荃灣區"],
  [810011, "Tuen Mun", "屯門區"],
  [810012, "Yuen Long", "元朗區"],
  [810013, "North", "北區"],
  [810014, "Tai Po", "大埔區"],
  [810015, "Sai Kung", "西貢區"],
  [810016, "Sha Tin", "沙田區"],
  [810017, "Kwai Tsing", "葵青區"],
  [810018, "Islands", "離島區"],
];

const MACAU_AREAS: RegionSeed[] = [
  [820001, "Macau Peninsula", "澳門半島"],
  [820002, "Taipa", "氹仔"],
  [820003, "Coloane", "路環"],
  [820004, "Cotai", "路氹城"],
];

const TOP: (RegionSeed & { 4?: never })[] = [
  [810000, "Hong Kong", "香港", HONG_KONG_DISTRICTS],
  [820000, "Macau", "澳門", MACAU_AREAS],
  [
    440000,
    "Guangdong",
    "廣東省",
    [
      [
        440300,
        "Shenzhen",
        "深圳市",
        [
          [440303, "Luohu", "羅湖區"],
          [440304, "Futian", "福田區"],
          [440305, "Nanshan", "南山區"],
        ],
      ],
      [
        440100,
        "Guangzhou",
        "廣州市",
        [
          [440103, "Liwan", "荔灣區"],
          [440104, "Yuexiu", "越秀區"],
          [440106, "Tianhe", "天河區"],
        ],
      ],
    ],
  ],
  [
    110000,
    "Beijing",
    "北京市",
    [
      [
        110100,
        "Beijing",
        "北京市",
        [
          [110101, "Dongcheng", "東城區"],
          [110105, "Chaoyang", "朝陽區"],
        ],
      ],
    ],
  ],
  [
    310000,
    "Shanghai",
    "上海市",
    [
      [
        310100,
        "Shanghai",
        "上海市",
        [
          [310101, "Huangpu", "黃浦區"],
          [310115, "Pudong", "浦東新區"],
        ],
      ],
    ],
  ],
];

function countryOf(topId: number): string {
  if (topId === 810000) return "HK";
  if (topId === 820000) return "MO";
  return "CN";
}

function flatten(
  nodes: RegionSeed[],
  parentId: number,
  level: number,
  country: string | null,
): (typeof regions.$inferInsert)[] {
  return nodes.flatMap(([id, nameEn, nameZh, children], index) => {
    const ownCountry = country ?? countryOf(id);
    return [
      { id, parentId, country: ownCountry, level, nameEn, nameZh, sort: index },
      ...flatten(children ?? [], id, level + 1, ownCountry),
    ];
  });
}

const POINTS: (typeof pickUpPoints.$inferInsert)[] = [
  {
    code: "STORE-CWB",
    type: PICK_UP_TYPES.STORE,
    nameEn: "Summit Outdoor Causeway Bay",
    nameZh: "Summit Outdoor 銅鑼灣店",
    regionId: 810000,
    districtId: 810002,
    addressEn: "Shop 201, 8 Great George Street, Causeway Bay",
    addressZh: "銅鑼灣記利佐治街8號201號舖",
    telephone: "+852 2345 6781",
    businessHours: "11:00-22:00",
    latitude: "22.2800",
    longitude: "114.1840",
    sameDay: true,
    enabled: true,
  },
  {
    code: "STORE-MK",
    type: PICK_UP_TYPES.STORE,
    nameEn: "Summit Outdoor Mong Kok",
    nameZh: "Summit Outdoor 旺角店",
    regionId: 810000,
    districtId: 810005,
    addressEn: "G/F, 56 Sai Yeung Choi Street South, Mong Kok",
    addressZh: "旺角西洋菜南街56號地下",
    telephone: "+852 2345 6782",
    businessHours: "11:00-22:00",
    latitude: "22.3190",
    longitude: "114.1700",
    sameDay: true,
    enabled: true,
  },
  {
    code: "STORE-ST",
    type: PICK_UP_TYPES.STORE,
    nameEn: "Summit Outdoor Sha Tin (closed for renovation)",
    nameZh: "Summit Outdoor 沙田店（裝修暫停）",
    regionId: 810000,
    districtId: 810016,
    addressEn: "Shop 3, New Town Plaza Phase 1, Sha Tin",
    addressZh: "沙田新城市廣場一期3號舖",
    telephone: "+852 2345 6783",
    businessHours: "11:00-21:30",
    latitude: "22.3820",
    longitude: "114.1880",
    sameDay: false,
    enabled: false,
  },
  {
    code: "SF-KT01",
    type: PICK_UP_TYPES.COURIER_POINT,
    nameEn: "SF Station Kwun Tong",
    nameZh: "順豐站 觀塘",
    regionId: 810000,
    districtId: 810009,
    addressEn: "G/F, 12 Hung To Road, Kwun Tong",
    addressZh: "觀塘鴻圖道12號地下",
    telephone: null,
    businessHours: "10:00-20:00",
    latitude: "22.3100",
    longitude: "114.2240",
    sameDay: false,
    enabled: true,
  },
  {
    code: "SF-TW01",
    type: PICK_UP_TYPES.COURIER_POINT,
    nameEn: "SF Station Tsuen Wan",
    nameZh: "順豐站 荃灣",
    regionId: 810000,
    districtId: 810010,
    addressEn: "Shop 5, 88 Castle Peak Road, Tsuen Wan",
    addressZh: "荃灣青山公路88號5號舖",
    telephone: null,
    businessHours: "10:00-20:00",
    latitude: "22.3700",
    longitude: "114.1140",
    sameDay: false,
    enabled: true,
  },
  {
    code: "SF-MO01",
    type: PICK_UP_TYPES.COURIER_POINT,
    nameEn: "SF Station Taipa",
    nameZh: "順豐站 氹仔",
    regionId: 820000,
    districtId: 820002,
    addressEn: "R/C, 25 Rua de Seng Tou, Taipa",
    addressZh: "氹仔成都街25號地下",
    telephone: null,
    businessHours: "10:00-19:00",
    latitude: "22.1560",
    longitude: "113.5570",
    sameDay: false,
    enabled: true,
  },
  {
    code: "SF-LK-CW",
    type: PICK_UP_TYPES.LOCKER,
    nameEn: "SF Box Chai Wan MTR",
    nameZh: "順豐智能櫃 柴灣港鐵站",
    regionId: 810000,
    districtId: 810003,
    addressEn: "Exit A, Chai Wan MTR Station",
    addressZh: "柴灣港鐵站A出口",
    telephone: null,
    businessHours: "24 hours",
    latitude: "22.2640",
    longitude: "114.2370",
    sameDay: false,
    enabled: true,
  },
  {
    code: "SF-LK-TM",
    type: PICK_UP_TYPES.LOCKER,
    nameEn: "SF Box Tuen Mun Town Plaza (out of service)",
    nameZh: "順豐智能櫃 屯門市廣場（暫停服務）",
    regionId: 810000,
    districtId: 810011,
    addressEn: "Level 1, Tuen Mun Town Plaza",
    addressZh: "屯門市廣場1樓",
    telephone: null,
    businessHours: "24 hours",
    latitude: "22.3930",
    longitude: "113.9770",
    sameDay: false,
    enabled: false,
  },
];

export async function seedRegionsAndPickUpPoints(
  db: Db,
): Promise<{ regions: number; pickUpPoints: number }> {
  const rows = flatten(TOP, REGION_ROOT_PID, 1, null);
  await db
    .insert(regions)
    .values(rows)
    .onConflictDoUpdate({
      target: regions.id,
      set: {
        parentId: sql`excluded.parent_id`,
        country: sql`excluded.country`,
        level: sql`excluded.level`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(pickUpPoints)
    .values(POINTS)
    .onConflictDoUpdate({
      target: pickUpPoints.code,
      set: {
        type: sql`excluded.type`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        regionId: sql`excluded.region_id`,
        districtId: sql`excluded.district_id`,
        addressEn: sql`excluded.address_en`,
        addressZh: sql`excluded.address_zh`,
        enabled: sql`excluded.enabled`,
      },
    });
  return { regions: rows.length, pickUpPoints: POINTS.length };
}
