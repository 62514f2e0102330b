"use client";
/**
 * The favourite toggle (accounts §3 Wish list: per SKU, members only; a visitor is sent to
 * login and back) and share (the device's share sheet, else the link is copied).
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { useUiStore } from "@/lib/client/ui-store";
import { createFavorite, deleteFavorite } from "@/lib/graphql/persisted/products";
import styles from "./product-detail.module.css";

export function FavoriteButton(props: { skuCode: string | null; favoriteId: number | null }) {
  const t = useTranslations("favorite");
  const serverError = useTranslations("loginError")("serverError");
  const client = useShopTransport();
  const router = useRouter();
  const kind = useUiStore((state) => state.session.kind);
  const showToast = useUiStore((state) => state.showToast);
  const [favorite, setFavorite] = useState<{ sku: string | null; id: number | null }>({
    sku: props.skuCode,
    id: props.favoriteId,
  });
  // A new SKU chosen: its own favourite state from the server.
  if (favorite.sku !== props.skuCode) setFavorite({ sku: props.skuCode, id: props.favoriteId });
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (kind !== "member") {
      router.push(loginRedirectPath(window.location.pathname, window.location.search));
      return;
    }
    if (!props.skuCode) {
      showToast(t("chooseSize"));
      return;
    }
    setBusy(true);
    try {
      if (favorite.id !== null) {
        await runMutation(
          client,
          deleteFavorite,
          { id: favorite.id },
          { serverErrorMessage: serverError },
        );
        setFavorite({ sku: props.skuCode, id: null });
        showToast(t("removed"), { status: "success" });
      } else {
        const data = await runMutation(
          client,
          createFavorite,
          { input: { skuCode: props.skuCode } },
          { serverErrorMessage: serverError },
        );
        setFavorite({ sku: props.skuCode, id: data.createFavorite.favorite?.id ?? null });
        showToast(t("added"), { status: "success" });
      }
    } catch (error) {
      showToast(error instanceof UserErrorException ? error.message : serverError, {
        status: "error",
      });
    } finally {
      setBusy(false);
    }
  };

  const on = favorite.id !== null;
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={on}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="favorite-toggle"
    >
      <span aria-hidden="true">{on ? "♥" : "♡"}</span> {on ? t("remove") : t("add")}
    </button>
  );
}

export function ShareButton(props: { title: string }) {
  const t = useTranslations("product");
  const showToast = useUiStore((state) => state.showToast);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: props.title, url });
      } catch {
        // The shopper closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(t("linkCopied"), { status: "success" });
    } catch {
      showToast(t("shareFailed"), { status: "error" });
    }
  };
  return (
    <button type="button" className={styles.iconButton} onClick={() => void share()}>
      <span aria-hidden="true">↗</span> {t("share")}
    </button>
  );
}
