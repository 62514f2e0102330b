/** shopping §9: "Payment methods: Visa, Mastercard, Amex, UnionPay, Alipay HK, WeChat Pay HK, Octopus." */
export const CHECKOUT_PAYMENT_METHODS = [
  { code: "VISA", en: "Visa", zh: "Visa" },
  { code: "MASTER", en: "Mastercard", zh: "萬事達卡" },
  { code: "AMEX", en: "American Express", zh: "美國運通" },
  { code: "CUP", en: "UnionPay", zh: "銀聯" },
  { code: "ALIPAYHK", en: "Alipay HK", zh: "支付寶香港" },
  { code: "WECHATPAY", en: "WeChat Pay HK", zh: "微信支付香港" },
  { code: "OCTOPUS", en: "Octopus", zh: "八達通" },
] as const;
