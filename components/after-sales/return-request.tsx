"use client";
/**
 * "Return or exchange" on the order detail (issue 17 item 1; shopping §9 "Return within 14 days
 * of receipt"; ADR 0042). Shown only when the API says the order can still be returned
 * (Order.afterSalesOptions); the shopper picks lines and quantities (a gift never alone), for an
 * exchange another size of the same product, a reason from a short list and an optional memo.
 * Photos are uploaded as they are picked (./return-photos.tsx, docs/adr/0047) and the request
 * names them by their upload ids. A refusal shows the API's
 * message in the shopper's language beside the field it names; success opens the request.
 */
import { useApolloClient } from "@apollo/client/react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { AFTER_SALES_MEMO_MAX, type AfterSalesType } from "@/lib/domain/after-sales/constants";
import type { Locale } from "@/lib/domain/locales";
import { afterSalesCreate } from "@/lib/graphql/operations/after-sales";
import type { OrderData } from "@/lib/graphql/operations/orders";
import { formatOrderTime } from "@/components/orders/format-date";
import { parseSkuProperties } from "@/components/orders/order-display";
import ordersStyles from "@/components/orders/orders.module.css";
import {
  afterSalesDetailHref,
  checkReturnForm,
  requestLines,
  type ReturnFormLine,
} from "./after-sales-display";
import styles from "./after-sales.module.css";
import { ReturnPhotos, type ReturnPhoto } from "./return-photos";

const REASONS = ["wrongSize", "notAsDescribed", "damaged", "changedMind", "other"] as const;
type Reason = (typeof REASONS)[number];
type ErrorField = "lines" | "reason" | "memo" | "photos" | "form";

export function ReturnRequest(props: { order: OrderData; tempToken: string | null }) {
  const t = useTranslations("afterSales.request");
  const tLine = useTranslations("afterSales.line");
  const serverError = useTranslations("loginError")("serverError");
  const locale = useLocale() as Locale;
  const client = useApolloClient();
  const router = useRouter();
  const id = useId();
  const options = props.order.afterSalesOptions;
  const optionOf = new Map(options.lines.map((line) => [line.orderLineId, line]));
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<AfterSalesType>("RETURN");
  const [lines, setLines] = useState<ReturnFormLine[]>(() =>
    props.order.orderLines.map((line) => ({
      orderLineId: line.id,
      isGift: line.isGift,
      chosen: false,
      quantity: 1,
      returnableQuantity: optionOf.get(line.id)?.returnableQuantity ?? 0,
      exchangeSkuCode: null,
    })),
  );
  const [reason, setReason] = useState<Reason>("wrongSize");
  const [memo, setMemo] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  if (!options.eligible) return null;

  const canExchange = props.order.orderLines.some(
    (line) => !line.isGift && (optionOf.get(line.id)?.exchangeSizes.length ?? 0) > 0,
  );
  const update = (orderLineId: string, change: Partial<ReturnFormLine>) =>
    setLines((all) =>
      all.map((line) => (line.orderLineId === orderLineId ? { ...line, ...change } : line)),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Gifts are never exchanged (ADR 0042): an exchange leaves them out.
    const form = {
      type,
      memo,
      lines: type === "EXCHANGE" ? lines.filter((line) => !line.isGift) : lines,
    };
    const found = checkReturnForm(form);
    if (found.lines || found.memo) {
      setErrors({
        ...(found.lines ? { lines: t(found.lines) } : {}),
        ...(found.memo ? { memo: t(found.memo, { max: AFTER_SALES_MEMO_MAX }) } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const data = await runMutation(
        client,
        afterSalesCreate,
        {
          input: {
            orderCode: props.order.orderCode,
            type,
            reason: t(`reasons.${reason}`),
            memo: memo.trim() === "" ? null : memo.trim(),
            photos: photos.map((photo) => photo.id),
            lines: requestLines(form),
          },
        },
        {
          serverErrorMessage: serverError,
          loading: true,
          ...(props.tempToken ? { token: props.tempToken } : {}),
        },
      );
      const code = data.afterSalesCreate.afterSalesOrder?.code;
      if (code) router.push(afterSalesDetailHref(code, props.tempToken));
    } catch (caught) {
      const field = caught instanceof UserErrorException ? caught.userError.field : null;
      const place: ErrorField =
        field === "lines" || field === "reason" || field === "memo" || field === "photos"
          ? field
          : "form";
      setErrors({
        [place]: caught instanceof Error && caught.message ? caught.message : serverError,
      });
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <section className={ordersStyles.panel} aria-label={t("open")}>
        <div className={ordersStyles.actions}>
          <button
            type="button"
            className={ordersStyles.secondaryButton}
            data-testid="return-open"
            onClick={() => setOpen(true)}
          >
            {t("open")}
          </button>
        </div>
        {options.returnBy ? (
          <p className={ordersStyles.muted}>
            {t("returnBy", { date: formatOrderTime(options.returnBy, locale) })}
          </p>
        ) : null}
      </section>
    );
  }

  const errorId = (field: ErrorField) => `${id}-${field}-error`;
  const fieldError = (field: ErrorField) =>
    errors[field] ? (
      <span id={errorId(field)} className={ordersStyles.fieldError} role="alert">
        {errors[field]}
      </span>
    ) : null;

  return (
    <section className={ordersStyles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("title")}</h2>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {canExchange ? (
          <fieldset className={styles.fieldset}>
            <legend>{t("type")}</legend>
            {(["RETURN", "EXCHANGE"] as const).map((each) => (
              <label key={each} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={each}
                  checked={type === each}
                  data-testid={`return-type-${each}`}
                  onChange={() => setType(each)}
                />
                {t(each === "RETURN" ? "return" : "exchange")}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.lines ? errorId("lines") : undefined}
          aria-invalid={errors.lines ? true : undefined}
        >
          <legend>{t("items")}</legend>
          {props.order.orderLines.map((orderLine) => {
            const line = lines.find((each) => each.orderLineId === orderLine.id)!;
            const option = optionOf.get(orderLine.id);
            const disabled =
              line.returnableQuantity === 0 || (type === "EXCHANGE" && orderLine.isGift);
            const { color, size } = parseSkuProperties(orderLine.skuProperties);
            return (
              <div
                key={orderLine.id}
                className={styles.lineChoice}
                data-disabled={disabled}
                data-testid="return-line"
              >
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={line.chosen && !disabled}
                    disabled={disabled}
                    data-testid="return-line-choose"
                    onChange={(event) => update(line.orderLineId, { chosen: event.target.checked })}
                  />
                  <span>
                    {orderLine.isGift ? `${tLine("gift")} · ` : null}
                    {t("choose", { name: orderLine.name })}
                    {color || size ? (
                      <span className={ordersStyles.muted}>
                        {" "}
                        (
                        {[color, size ? tLine("size", { size }) : null].filter(Boolean).join(" · ")}
                        )
                      </span>
                    ) : null}
                  </span>
                </label>
                {line.returnableQuantity === 0 ? (
                  <span className={ordersStyles.muted}>{t("notReturnable")}</span>
                ) : null}
                {line.chosen && !disabled ? (
                  <div className={styles.inline}>
                    <label className={ordersStyles.field}>
                      <span>
                        {t("quantity")} ({t("quantityOf", { max: line.returnableQuantity })})
                      </span>
                      <select
                        value={line.quantity}
                        data-testid="return-line-quantity"
                        onChange={(event) =>
                          update(line.orderLineId, { quantity: Number(event.target.value) })
                        }
                      >
                        {Array.from({ length: line.returnableQuantity }, (_, i) => i + 1).map(
                          (n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ),
                        )}
                      </select>
                    </label>
                    {type === "EXCHANGE" ? (
                      (option?.exchangeSizes.length ?? 0) > 0 ? (
                        <label className={ordersStyles.field}>
                          <span>{t("exchangeSize")}</span>
                          <select
                            value={line.exchangeSkuCode ?? ""}
                            data-testid="return-line-size"
                            onChange={(event) =>
                              update(line.orderLineId, {
                                exchangeSkuCode: event.target.value || null,
                              })
                            }
                          >
                            <option value="">{t("chooseSize")}</option>
                            {option!.exchangeSizes.map((each) => (
                              <option
                                key={each.skuCode}
                                value={each.skuCode}
                                disabled={!each.inStock}
                              >
                                {each.inStock
                                  ? each.sizeLabel
                                  : t("outOfStock", { size: each.sizeLabel })}
                              </option>
                            ))}
                          </select>
                        </label>
                      ) : (
                        <span className={ordersStyles.muted}>{t("noSizes")}</span>
                      )
                    ) : null}
                  </div>
                ) : null}
              </div>
            );
          })}
          {fieldError("lines")}
        </fieldset>
        <label className={ordersStyles.field}>
          <span>{t("reason")}</span>
          <select
            value={reason}
            data-testid="return-reason"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? errorId("reason") : undefined}
            onChange={(event) => setReason(event.target.value as Reason)}
          >
            {REASONS.map((key) => (
              <option key={key} value={key}>
                {t(`reasons.${key}`)}
              </option>
            ))}
          </select>
          {fieldError("reason")}
        </label>
        <label className={ordersStyles.field}>
          <span>{t("memo")}</span>
          <textarea
            rows={3}
            value={memo}
            maxLength={AFTER_SALES_MEMO_MAX}
            data-testid="return-memo"
            aria-invalid={errors.memo ? true : undefined}
            aria-describedby={errors.memo ? errorId("memo") : undefined}
            onChange={(event) => setMemo(event.target.value)}
          />
          {fieldError("memo")}
        </label>
        <ReturnPhotos
          tempToken={props.tempToken}
          onChange={setPhotos}
          onBusy={setPhotosBusy}
          error={errors.photos}
        />
        {fieldError("form")}
        <div className={ordersStyles.actions}>
          <button
            type="submit"
            className={ordersStyles.primaryButton}
            disabled={busy || photosBusy}
            data-testid="return-submit"
          >
            {t("submit")}
          </button>
          <button
            type="button"
            className={ordersStyles.secondaryButton}
            onClick={() => setOpen(false)}
          >
            {t("close")}
          </button>
        </div>
      </form>
    </section>
  );
}
