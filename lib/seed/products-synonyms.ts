/**
 * Search synonym groups (the keyword search of shopping §2 in both languages): any phrase of a
 * group finds what the others find, so "windbreaker" finds 風褸 and "背囊" finds backpacks.
 * English plurals are matched by the query side ("jackets" → "jacket").
 */
export const SEED_SYNONYM_GROUPS: readonly { code: string; phrases: readonly string[] }[] = [
  { code: "windbreaker", phrases: ["windbreaker", "wind jacket", "風褸", "防風褸", "風衣"] },
  {
    code: "rain-jacket",
    phrases: ["rain jacket", "waterproof jacket", "raincoat", "防水外套", "防水褸", "雨褸"],
  },
  { code: "down", phrases: ["down", "puffer", "羽絨"] },
  { code: "softshell", phrases: ["softshell", "soft shell", "軟殼"] },
  { code: "jacket", phrases: ["jacket", "外套", "褸"] },
  { code: "backpack", phrases: ["backpack", "rucksack", "daypack", "背囊", "背包"] },
  { code: "tent", phrases: ["tent", "帳篷", "帳幕", "營幕"] },
  { code: "shoes", phrases: ["shoe", "footwear", "sneaker", "鞋"] },
  { code: "trousers", phrases: ["trousers", "pants", "褲"] },
  { code: "shorts", phrases: ["shorts", "短褲"] },
  { code: "hiking", phrases: ["hiking", "hike", "行山", "遠足"] },
  { code: "trail-running", phrases: ["trail running", "越野跑"] },
  { code: "gloves", phrases: ["glove", "手套"] },
  { code: "socks", phrases: ["sock", "襪"] },
  { code: "hat", phrases: ["hat", "cap", "帽"] },
  { code: "waterproof", phrases: ["waterproof", "防水"] },
];
