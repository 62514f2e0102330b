"use client";
/**
 * Sharing the bag (shopping §3 Cart share, §7 createCartShare, cartShareUserInfo): the ticked
 * lines (gifts left out: the activity gives them, nobody buys them) are saved under a code,
 * signed with a name the account proposes, and the link /cart-share/{code} is shown with a
 * copy button. Where the clipboard is refused, the link's text is selected for a manual copy.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { runMutation } from "@/lib/client/operations";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { useUiStore } from "@/lib/client/ui-store";
import type { CartLineData } from "@/lib/graphql/operations/cart";
import { cartShareUserInfo, createCartShare } from "@/lib/graphql/persisted/cart";
import { cartErrorToast } from "./cart-errors";
import styles from "./cart.module.css";

export function shareableLineIds(lines: CartLineData[]): string[] {
  return lines
    .filter((line) => line.selected && line.lineType !== "GIFT")
    .map((line) => line.lineId);
}

function ShareForm(props: { lineIds: string[]; onClose(): void }) {
  const t = useTranslations("cart.share");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const client = useShopTransport();
  const showToast = useUiStore((state) => state.showToast);
  const nameId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const proposed = useTransportQuery(cartShareUserInfo, { ignoreErrors: true });
  const [typed, setTyped] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const operatorName = typed ?? proposed.data?.cartShareUserInfo.operatorName ?? "";

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const data = await runMutation(
        client,
        createCartShare,
        { input: { lineIds: props.lineIds, operatorName: operatorName.trim() || null } },
        { serverErrorMessage, loading: true },
      );
      const code = data.createCartShare.code;
      if (!code) throw new Error("createCartShare answered without a code");
      setLink(`${window.location.origin}/cart-share/${encodeURIComponent(code)}`);
    } catch (error) {
      const toast = cartErrorToast(error, serverErrorMessage);
      showToast(toast.message, { status: "error", durationMs: toast.durationMs });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showToast(t("copied"), { status: "success" });
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      showToast(t("copyManually"));
    }
  };

  return (
    <div className={styles.sharePanel} data-testid="share-panel">
      {link ? (
        <>
          <label htmlFor={`${nameId}-link`}>{t("linkLabel")}</label>
          <div className={styles.promoForm}>
            <input
              ref={linkRef}
              id={`${nameId}-link`}
              className={styles.input}
              value={link}
              readOnly
              data-testid="share-link"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className={styles.secondaryButton} onClick={() => void copy()}>
              {t("copy")}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void create(event)}>
          <label htmlFor={nameId}>{t("nameLabel")}</label>
          <div className={styles.promoForm}>
            <input
              id={nameId}
              className={styles.input}
              value={operatorName}
              maxLength={50}
              autoComplete="name"
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className={styles.secondaryButton} disabled={busy}>
              {t("create")}
            </button>
          </div>
        </form>
      )}
      <button type="button" className={styles.textButton} onClick={props.onClose}>
        {t("close")}
      </button>
    </div>
  );
}

export function CartShareButton(props: { lines: CartLineData[] }) {
  const t = useTranslations("cart.share");
  const [open, setOpen] = useState(false);
  const lineIds = shareableLineIds(props.lines);
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={open}
        disabled={lineIds.length === 0}
        data-testid="share-cart"
        onClick={() => setOpen(!open)}
      >
        {t("button")}
      </button>
      {lineIds.length === 0 ? <p className={styles.muted}>{t("nothingSelected")}</p> : null}
      {open && lineIds.length > 0 ? (
        <ShareForm lineIds={lineIds} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
