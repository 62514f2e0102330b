"use client";
/**
 * The order-check modal of the shared layout (accounts §2 Guest order lookup dialog): a member
 * section with a login button, the guest form, and a register button; 500 px wide on the
 * desktop layout. Closing unmounts the form, which resets it. Found: the dialog closes and the
 * order opens with its temporary token (accounts §4). Escape and the backdrop close it, and
 * focus returns to where it was.
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type CSSProperties } from "react";
import { useUiStore } from "@/lib/client/ui-store";
import { ORDER_LOOKUP_DIALOG_WIDTH_PX } from "@/lib/client/ui-constants";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { OrderLookupForm } from "./order-lookup-form";
import styles from "./orders.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export function OrderLookupDialog() {
  const t = useTranslations("checkOrder");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const open = useUiStore((state) => state.orderLookupOpen);
  const setOpen = useUiStore((state) => state.setOrderLookupOpen);
  const isMember = useUiStore((state) => state.session.kind === "member");
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>("input")?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <div className={styles.overlay} data-testid="order-lookup-overlay">
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.dialog}
        style={{ "--dialog-width": `${ORDER_LOOKUP_DIALOG_WIDTH_PX}px` } as CSSProperties}
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-lookup-title"
        data-testid="order-lookup-dialog"
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            close();
          }
        }}
      >
        <div className={styles.dialogHead}>
          <h2 id="order-lookup-title">{t("title")}</h2>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={tCommon("close")}
            onClick={close}
          >
            ×
          </button>
        </div>
        <section className={styles.dialogSection}>
          <h3>{t("memberTitle")}</h3>
          <p className={styles.muted}>{t("memberText")}</p>
          {isMember ? (
            <ShopLink href="/user/orders" className={styles.secondaryButton} onClick={close}>
              {t("myOrders")}
            </ShopLink>
          ) : (
            <ShopLink
              href={loginRedirectPath("/user/orders", "")}
              className={styles.secondaryButton}
              onClick={close}
              data-testid="lookup-login"
            >
              {t("login")}
            </ShopLink>
          )}
        </section>
        <section className={styles.dialogSection}>
          <h3>{t("guestTitle")}</h3>
          <OrderLookupForm
            onFound={(href) => {
              close();
              router.push(href);
            }}
          />
          {isMember ? null : (
            <ShopLink href="/register" className={styles.textLink} onClick={close}>
              {t("register")}
            </ShopLink>
          )}
        </section>
      </div>
    </div>
  );
}
