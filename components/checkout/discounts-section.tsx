"use client";
/**
 * Promotion codes, a member coupon and go-dollar at checkout (shopping §2 Checkout "promo code,
 * coupon, go-dollar use"). The code entry and the coupon list are the bag's own components; a
 * code counts only when a calculation with it takes it, and otherwise the calculation's own
 * message shows, as in the bag. Go-dollar is for members only.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { appliedCode, codeErrorMessage } from "@/components/cart/coupon-codes";
import { MemberCoupons } from "@/components/cart/member-coupons";
import { PromoCodeForm } from "@/components/cart/promo-code-form";
import { runQuery } from "@/lib/client/operations";
import type { CalculateInputData, CalculationData } from "@/lib/graphql/operations/cart";
import { cartItemCalculate } from "@/lib/graphql/persisted/cart";
import type { CheckoutForm } from "./checkout-form";
import { GoDollarSection } from "./go-dollar-section";

type Codes = Pick<CheckoutForm, "promoCodes" | "memberCoupon">;

export function DiscountsSection(props: {
  form: CheckoutForm;
  isMember: boolean;
  calculation: CalculationData | null;
  calculating: boolean;
  goDollarError: string | undefined;
  /** The calculation input with other codes. */
  price(next: Codes): CalculateInputData;
  onChange(patch: Partial<CheckoutForm>): void;
}) {
  const tPromo = useTranslations("cart.promo");
  const serverError = useTranslations("loginError")("serverError");
  const client = useShopTransport();
  const { form, calculation } = props;

  /** The code as the API spells it when the calculation took it, else why not. */
  const tryCodes = async (next: Codes, code: string) => {
    try {
      const data = await runQuery(
        client,
        cartItemCalculate,
        { input: props.price(next) },
        { serverErrorMessage: serverError, loading: true },
      );
      const spelled = appliedCode(data.cartItemCalculate, code);
      if (spelled) return { error: null, spelled };
      return {
        error: codeErrorMessage(data.cartItemCalculate, code) ?? tPromo("invalid"),
        spelled: null,
      };
    } catch (error) {
      return { error: error instanceof Error ? error.message : serverError, spelled: null };
    }
  };

  return (
    <>
      {calculation ? (
        <PromoCodeForm
          calculation={calculation}
          promoCodes={form.promoCodes}
          busy={props.calculating}
          onApply={async (code) => {
            const promoCodes = [...form.promoCodes, code];
            const { error, spelled } = await tryCodes({ ...form, promoCodes }, code);
            if (spelled) props.onChange({ promoCodes: [...form.promoCodes, spelled] });
            return error;
          }}
          onRemove={(code) =>
            props.onChange({ promoCodes: form.promoCodes.filter((kept) => kept !== code) })
          }
        />
      ) : null}
      {calculation && props.isMember ? (
        <MemberCoupons
          calculation={calculation}
          chosen={form.memberCoupon}
          busy={props.calculating}
          onChoose={async (code) => {
            if (code === null) {
              props.onChange({ memberCoupon: null });
              return null;
            }
            const { error, spelled } = await tryCodes({ ...form, memberCoupon: code }, code);
            if (spelled) props.onChange({ memberCoupon: spelled });
            return error;
          }}
        />
      ) : null}
      {props.isMember ? (
        <GoDollarSection
          applied={form.goDollar}
          calculation={calculation}
          serverError={props.goDollarError}
          onApply={(goDollar) => props.onChange({ goDollar })}
        />
      ) : null}
    </>
  );
}
