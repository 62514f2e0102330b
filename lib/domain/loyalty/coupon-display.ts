/**
 * How a coupon looks in "my coupons" (accounts §3 Coupon: "couponImage, couponDesc (image and
 * description come from CMS config matched by coupon name; a bad coupon CMS JSON is logged and
 * ignored)"). Until the CMS (issue 16) the configuration is versioned JSON,
 * content/coupon-display.json (docs/adr/0026). Each entry is checked on its own: a bad one is
 * reported to the caller, who logs it, and the rest still apply.
 */
import { z } from "zod";
import type { Locale } from "@/lib/domain/locales";

const entrySchema = z.object({
  /** The coupon's name in either language, as the coupon record has it. */
  couponName: z.string().trim().min(1).max(200),
  /** A path on this site or an https address. */
  image: z
    .string()
    .max(500)
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/),
  description: z.object({ en: z.string().max(500), zh: z.string().max(500) }),
});

export type CouponDisplayEntry = z.infer<typeof entrySchema>;

export interface CouponDisplay {
  entries: Map<string, CouponDisplayEntry>;
  /** One line per entry left out, for the log. */
  problems: string[];
}

const key = (name: string) => name.trim().toLowerCase();

export function parseCouponDisplay(json: unknown): CouponDisplay {
  const entries = new Map<string, CouponDisplayEntry>();
  const problems: string[] = [];
  const list = (json as { coupons?: unknown } | null)?.coupons;
  if (!Array.isArray(list)) {
    return { entries, problems: ["coupon display configuration has no coupons list"] };
  }
  list.forEach((raw, index) => {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      const where = parsed.error.issues.map((issue) => issue.path.join(".") || "entry").join(", ");
      problems.push(`coupon display entry ${index} left out: ${where}`);
      return;
    }
    entries.set(key(parsed.data.couponName), parsed.data);
  });
  return { entries, problems };
}

/** The image and description for a coupon, by either of its names; null when unconfigured. */
export function displayOf(
  display: CouponDisplay,
  names: { en: string; zh: string },
  locale: Locale,
): { image: string; description: string } | null {
  const entry = display.entries.get(key(names.en)) ?? display.entries.get(key(names.zh));
  return entry ? { image: entry.image, description: entry.description[locale] } : null;
}
