/**
 * Checkout operations (shopping §7 Checkout: checkBaseInfo, saveBillingAddress, createOrder /
 * orderCreate; accounts §7 chineseRegions, getPickUpAddress, userAddresses,
 * deliveryAddressCreate, billingAddress). The order's money is always the server's own pricing.
 */
import { CHECKOUT_PAYMENT_METHODS } from "@/lib/domain/checkout/payment-methods";
import {
  billingAddressOf,
  createAddress,
  pickUpPoints,
  regionNames,
  regionsUnder,
  saveBillingAddress,
  savedAddresses,
  type PickUpPoint,
  type Region,
  type SavedAddress,
} from "@/lib/domain/checkout/places";
import { transportMethods, type TransportMethod } from "@/lib/domain/checkout/transport-methods";
import { orderCreate } from "@/lib/domain/orders/create";
import { DEFAULT_COUPON_KIND } from "@/lib/domain/loyalty/constants";
import { REGION_ROOT_PID } from "@/lib/domain/checkout/constants";
import { builder } from "../builder";
import { callerOf } from "./cart-caller";
import { AdditionalServiceTypeEnum, DiscountCodeInput, DistributionTypeEnum } from "./cart-inputs";
import { additionalServiceRows, AdditionalServiceRef } from "./additional-services";
import type { AdditionalService } from "@/lib/domain/pricing/additional-services-store";
import { Money, money, UserError, userError, type UserErrorShape } from "./common";

const TransportMethodRef = builder.objectRef<TransportMethod>("TransportMethod").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    transportName: t.exposeString("transportName"),
    transportMethod: t.field({ type: DistributionTypeEnum, resolve: (m) => m.transportMethod }),
    pickUpType: t.int({ nullable: true, resolve: (m) => m.pickUpType }),
    expressCompany: t.exposeString("expressCompany"),
    expressCompanyCode: t.exposeString("expressCompanyCode"),
    expressTime: t.exposeString("expressTime"),
    remark: t.exposeString("remark"),
    imgUrl: t.string({ nullable: true, resolve: (m) => m.imgUrl }),
    sortNo: t.exposeInt("sortNo"),
  }),
});

const PaymentMethodRef = builder
  .objectRef<{ code: string; name: string }>("PaymentMethod")
  .implement({ fields: (t) => ({ code: t.exposeString("code"), name: t.exposeString("name") }) });

const BaseInfoRef = builder
  .objectRef<{
    transportMethods: TransportMethod[];
    additionalServices: AdditionalService[];
    paymentMethods: { code: string; name: string }[];
    visitorCheckout: boolean;
  }>("CheckBaseInfo")
  .implement({
    fields: (t) => ({
      transportMethods: t.field({ type: [TransportMethodRef], resolve: (b) => b.transportMethods }),
      additionalServices: t.field({
        type: [AdditionalServiceRef],
        resolve: (b) => b.additionalServices,
      }),
      paymentMethods: t.field({ type: [PaymentMethodRef], resolve: (b) => b.paymentMethods }),
      visitorCheckout: t.exposeBoolean("visitorCheckout"),
    }),
  });

const RegionRef = builder.objectRef<Region>("Region").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    code: t.string({ resolve: (r) => String(r.id) }),
    name: t.exposeString("name"),
    parentId: t.int({ nullable: true, resolve: (r) => r.parentId }),
    country: t.exposeString("country"),
    hasChildren: t.exposeBoolean("hasChildren"),
  }),
});

const PickUpPointRef = builder.objectRef<PickUpPoint>("PickUpPoint").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    type: t.exposeInt("type"),
    region: t.exposeString("region"),
    regionId: t.int({ nullable: true, resolve: (p) => p.regionId }),
    district: t.exposeString("district"),
    districtId: t.int({ nullable: true, resolve: (p) => p.districtId }),
    address: t.exposeString("address"),
    telephone: t.string({ nullable: true, resolve: (p) => p.telephone }),
    bussinessHours: t.string({ nullable: true, resolve: (p) => p.businessHours }),
    latitude: t.string({ nullable: true, resolve: (p) => p.latitude }),
    longitude: t.string({ nullable: true, resolve: (p) => p.longitude }),
    sameDay: t.exposeBoolean("sameDay"),
    status: t.string({ resolve: (p) => (p.enabled ? "ENABLED" : "DISABLED") }),
  }),
});

export type AddressShape = SavedAddress & {
  province: string | null;
  city: string | null;
  district: string | null;
};

export const DeliveryAddressRef = builder.objectRef<AddressShape>("DeliveryAddress").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    isDefault: t.exposeBoolean("isDefault"),
    receiverFirstName: t.exposeString("receiverFirstName"),
    receiverLastName: t.exposeString("receiverLastName"),
    receiverName: t.string({
      resolve: (a) => `${a.receiverFirstName} ${a.receiverLastName}`.trim(),
    }),
    receiverMobile: t.exposeString("receiverMobile"),
    receiverTelephone: t.string({ nullable: true, resolve: (a) => a.receiverTelephone }),
    receiverEmail: t.string({ nullable: true, resolve: (a) => a.receiverEmail }),
    country: t.exposeString("country"),
    provinceId: t.int({ nullable: true, resolve: (a) => a.provinceId }),
    province: t.string({ nullable: true, resolve: (a) => a.province }),
    cityId: t.int({ nullable: true, resolve: (a) => a.cityId }),
    city: t.string({ nullable: true, resolve: (a) => a.city }),
    districtId: t.int({ nullable: true, resolve: (a) => a.districtId }),
    district: t.string({ nullable: true, resolve: (a) => a.district }),
    address: t.exposeString("address"),
    receiverZipcode: t.string({ nullable: true, resolve: (a) => a.zipCode }),
  }),
});

export const DeliveryAddressInput = builder.inputType("DeliveryAddressInput", {
  fields: (t) => ({
    receiverFirstName: t.string({ required: true }),
    receiverLastName: t.string({ required: true }),
    receiverMobile: t.string({ required: true }),
    receiverTelephone: t.string({ required: false }),
    receiverEmail: t.string({ required: false }),
    country: t.string({ required: true }),
    provinceId: t.int({ required: false }),
    cityId: t.int({ required: false }),
    districtId: t.int({ required: false }),
    address: t.string({ required: true }),
    receiverZipcode: t.string({ required: false }),
    isDefault: t.boolean({ required: false }),
  }),
});

export const toAddressInput = (input: typeof DeliveryAddressInput.$inferInput) => ({
  receiverFirstName: input.receiverFirstName,
  receiverLastName: input.receiverLastName,
  receiverMobile: input.receiverMobile,
  receiverTelephone: input.receiverTelephone ?? null,
  receiverEmail: input.receiverEmail ?? null,
  country: input.country,
  provinceId: input.provinceId ?? null,
  cityId: input.cityId ?? null,
  districtId: input.districtId ?? null,
  address: input.address,
  zipCode: input.receiverZipcode ?? null,
  isDefault: input.isDefault ?? null,
});

export async function withRegionNames(
  ctx: Parameters<typeof callerOf>[0],
  addresses: SavedAddress[],
): Promise<AddressShape[]> {
  const names = await regionNames(
    ctx.db,
    addresses.flatMap((a) => [a.provinceId, a.cityId, a.districtId]),
    ctx.locale,
  );
  const name = (id: number | null) => (id ? (names.get(id)?.name ?? null) : null);
  return addresses.map((a) => ({
    ...a,
    province: name(a.provinceId),
    city: name(a.cityId),
    district: name(a.districtId),
  }));
}

const BillingAddressRef = builder
  .objectRef<{ code: string; name: string; mobile: string; address: string | null }>(
    "BillingAddress",
  )
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      name: t.exposeString("name"),
      mobile: t.exposeString("mobile"),
      address: t.string({ nullable: true, resolve: (b) => b.address }),
    }),
  });

const PickUpAddressInput = builder.inputType("PickUpAddressInput", {
  fields: (t) => ({ type: t.int({ required: false }), regionId: t.int({ required: false }) }),
});

builder.queryFields((t) => ({
  checkBaseInfo: t.field({
    type: BaseInfoRef,
    description: "Transport methods, additional services and payment methods checkout offers.",
    resolve: async (_root, _args, ctx) => ({
      transportMethods: transportMethods(ctx.locale),
      additionalServices: await additionalServiceRows(ctx),
      paymentMethods: CHECKOUT_PAYMENT_METHODS.map((method) => ({
        code: method.code,
        name: ctx.locale === "zh" ? method.zh : method.en,
      })),
      visitorCheckout: ctx.visitorCheckout,
    }),
  }),
  chineseRegions: t.field({
    type: [RegionRef],
    args: {
      pid: t.arg.int({ required: false, defaultValue: REGION_ROOT_PID }),
      lang: t.arg.string({ required: false }),
    },
    resolve: (_root, { pid }, ctx) => regionsUnder(ctx.db, pid ?? REGION_ROOT_PID, ctx.locale),
  }),
  getPickUpAddress: t.field({
    type: [PickUpPointRef],
    args: {
      input: t.arg({ type: PickUpAddressInput, required: true }),
      lang: t.arg.string({ required: false }),
    },
    resolve: (_root, { input }, ctx) =>
      pickUpPoints(
        ctx.db,
        { type: input.type ?? null, regionId: input.regionId ?? null },
        ctx.locale,
      ),
  }),
  userAddresses: t.field({
    type: [DeliveryAddressRef],
    resolve: async (_root, _args, ctx) => {
      const session = await ctx.requireMember();
      return withRegionNames(ctx, await savedAddresses(ctx.db, session.customer.id));
    },
  }),
  billingAddress: t.field({
    type: BillingAddressRef,
    nullable: true,
    resolve: async (_root, _args, ctx) => {
      const session = await ctx.requireMember();
      return billingAddressOf(ctx.db, session.customer.id);
    },
  }),
}));

export const AddressPayload = builder
  .objectRef<{ address: AddressShape | null; userErrors: UserErrorShape[] }>(
    "DeliveryAddressPayload",
  )
  .implement({
    fields: (t) => ({
      address: t.field({ type: DeliveryAddressRef, nullable: true, resolve: (p) => p.address }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const CodePayload = builder
  .objectRef<{ code: string | null; userErrors: UserErrorShape[] }>("BillingAddressPayload")
  .implement({
    fields: (t) => ({
      code: t.string({ nullable: true, resolve: (p) => p.code }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const BillingAddressInput = builder.inputType("BillingAddressInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    mobile: t.string({ required: true }),
    address: t.string({ required: false }),
    code: t.string({ required: false }),
  }),
});

const OrderLineInput = builder.inputType("OrderLineInput", {
  fields: (t) => ({
    skuCode: t.string({ required: true }),
    quantity: t.field({ type: "Quantity", required: true }),
    lineType: t.string({ required: false }),
    activityId: t.string({ required: false }),
    name: t.string({ required: false, description: "Ignored: the server names lines." }),
    price: t.string({ required: false, description: "Ignored: the server prices lines." }),
  }),
});

const OrderServiceInput = builder.inputType("OrderServiceInput", {
  fields: (t) => ({
    type: t.field({ type: AdditionalServiceTypeEnum, required: true }),
    memo: t.string({ required: false }),
  }),
});

const ContactInput = builder.inputType("PickUpContactInput", {
  fields: (t) => ({ name: t.string({ required: true }), mobile: t.string({ required: true }) }),
});

const OrderCreateInput = builder.inputType("OrderCreateInput", {
  description: "shopping §3 Order-create payload. Amounts are never read: the server reprices.",
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    terminal: t.string({ required: true }),
    buyerRemark: t.string({ required: false }),
    platformSource: t.string({ required: false }),
    checkoutKind: t.string({ required: true, description: "GUEST, MEMBER or STAFF." }),
    email: t.string({ required: false }),
    distributionType: t.string({ required: true, description: "EXPRESS or PICKUP." }),
    deliveryAddressCode: t.string({ required: false }),
    deliveryAddress: t.field({ type: DeliveryAddressInput, required: false }),
    pickUpPointCode: t.string({ required: false }),
    pickUpContact: t.field({ type: ContactInput, required: false }),
    transportMethodId: t.string({ required: false }),
    billingAddress: t.field({ type: BillingAddressInput, required: false }),
    isSameAsAddress: t.boolean({ required: false }),
    additionalServices: t.field({ type: [OrderServiceInput], required: false }),
    orderLines: t.field({ type: [OrderLineInput], required: true }),
    discountCodes: t.field({ type: [DiscountCodeInput], required: false }),
    goDollar: t.int({ required: false }),
    payType: t.string({ required: true }),
    guideId: t.string({ required: false }),
    o2oShopCode: t.string({ required: false }),
    txId: t.string({ required: false }),
  }),
});

const OrderSummaryRef = builder
  .objectRef<{ code: string; status: string; scheduleCancelTime: Date; amount: number }>(
    "OrderSummary",
  )
  .implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      orderCode: t.exposeString("code"),
      orderStatus: t.exposeString("status"),
      scheduleCancelTime: t.field({
        type: "DateTime",
        nullable: true,
        resolve: (o) => o.scheduleCancelTime,
      }),
      amount: t.field({ type: Money, resolve: (o) => money(o.amount) }),
    }),
  });

const OrderCreatePayload = builder
  .objectRef<{
    order: { code: string; status: string; scheduleCancelTime: Date; amount: number } | null;
    userErrors: UserErrorShape[];
  }>("OrderCreatePayload")
  .implement({
    fields: (t) => ({
      order: t.field({ type: OrderSummaryRef, nullable: true, resolve: (p) => p.order }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationFields((t) => ({
  deliveryAddressCreate: t.field({
    type: AddressPayload,
    args: { input: t.arg({ type: DeliveryAddressInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireMember();
      const result = await createAddress(ctx.db, session.customer.id, toAddressInput(input));
      if (!result.ok)
        return { address: null, userErrors: [userError(ctx.t, result.code, result.field)] };
      const [shaped] = await withRegionNames(ctx, [result.address]);
      return { address: shaped ?? null, userErrors: [] };
    },
  }),
  saveBillingAddress: t.field({
    type: CodePayload,
    args: { input: t.arg({ type: BillingAddressInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireMember();
      const result = await saveBillingAddress(ctx.db, session.customer.id, input, ctx.now);
      return result.ok
        ? { code: result.code, userErrors: [] }
        : { code: null, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
  orderCreate: t.field({
    type: OrderCreatePayload,
    description: "Operation createOrder.",
    args: { input: t.arg({ type: OrderCreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const caller = await callerOf(ctx);
      const session = await ctx.requireSession();
      const kind =
        input.checkoutKind === "STAFF" || input.checkoutKind === "MEMBER"
          ? input.checkoutKind
          : "GUEST";
      const result = await orderCreate(
        ctx.db,
        {
          ...caller,
          isStaff: session.customer.isStaff,
          accountEmail: session.kind === "member" ? session.customer.email : null,
          visitorCheckout: ctx.visitorCheckout,
        },
        {
          idempotencyKey: input.idempotencyKey,
          terminal: input.terminal,
          checkoutKind: kind,
          email: input.email ?? null,
          distributionType: input.distributionType === "PICKUP" ? "PICKUP" : "EXPRESS",
          deliveryAddressCode: input.deliveryAddressCode ?? null,
          deliveryAddress: input.deliveryAddress ? toAddressInput(input.deliveryAddress) : null,
          pickUpPointCode: input.pickUpPointCode ?? null,
          pickUpContact: input.pickUpContact ?? null,
          billingAddress: input.billingAddress ?? null,
          isSameAsAddress: input.isSameAsAddress ?? false,
          additionalServices: (input.additionalServices ?? []).map((s) => ({
            type: s.type,
            memo: s.memo ?? null,
          })),
          orderLines: input.orderLines.map((line) => ({
            skuCode: line.skuCode,
            quantity: line.quantity,
            lineType: line.lineType ?? null,
            activityId: line.activityId ?? null,
          })),
          discountCodes: (input.discountCodes ?? []).slice(0, 10).map((code) => ({
            couponCode: code.couponCode,
            couponType: code.couponType ?? DEFAULT_COUPON_KIND,
          })),
          goDollar: input.goDollar ?? null,
          payType: input.payType,
          guideId: input.guideId ?? null,
          o2oShopCode: input.o2oShopCode ?? null,
          txId: input.txId ?? null,
          buyerRemark: input.buyerRemark ?? null,
        },
        ctx.now,
      );
      if (!result.ok)
        return { order: null, userErrors: [userError(ctx.t, result.code, result.field)] };
      // The order took stock: a size it sold out shows as sold out on the next request.
      await ctx.catalogChanged({ kind: "stock", orderCodes: [result.order.code] });
      return { order: result.order, userErrors: [] };
    },
  }),
}));
