"use client";
/**
 * The address book (accounts §2 /user/address): each address as §5's display rule reads it, the
 * default's badge, set default, delete after a confirm, an edit link, and "add" disabled at the
 * maximum with the reason. Every change goes through the API and the list is read again, so
 * the page never shows a default the server does not hold.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useServerState } from "@/lib/client/use-server-state";
import { useAddressText } from "@/components/layout/use-address-text";
import { runMutation, runQuery, UserErrorException } from "@/lib/client/operations";
import {
  deliveryAddressDelete,
  deliveryAddressUpdate,
  gowildDeliveryAddresses,
  type AddressBookData,
} from "@/lib/graphql/operations/account-lists";
import { addressInputOf } from "./address-input";
import styles from "./account-lists.module.css";
import { ShopLink } from "@/components/layout/shop-link";

type AddressNode = AddressBookData["edges"][number]["node"];

export function AddressBook(props: { initial: AddressBookData }) {
  const t = useTranslations("addressBook");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const addressText = useAddressText();
  const [book, setBook] = useServerState(props.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = book.totalCount >= book.maxCount;

  async function change(run: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await run();
      const data = await runQuery(
        client,
        gowildDeliveryAddresses,
        { pageInput: { first: book.maxCount } },
        { serverErrorMessage },
      );
      setBook(data.gowildDeliveryAddresses);
    } catch (caught) {
      setError(caught instanceof UserErrorException ? caught.message : serverErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  const setDefault = (address: AddressNode) =>
    change(() =>
      runMutation(
        client,
        deliveryAddressUpdate,
        { code: address.code, input: { ...addressInputOf(address), isDefault: true } },
        { serverErrorMessage },
      ),
    );
  const remove = (address: AddressNode) => {
    if (!window.confirm(t("confirmDelete"))) return;
    void change(() =>
      runMutation(client, deliveryAddressDelete, { code: address.code }, { serverErrorMessage }),
    );
  };

  return (
    <div className={styles.stack}>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {book.edges.length === 0 ? <p>{t("empty")}</p> : null}
      <ul className={styles.list} data-testid="address-list">
        {book.edges.map(({ node }) => (
          <li key={node.code} className={styles.card} data-testid="address-item">
            <p className={styles.name}>
              {node.receiverName}
              {node.isDefault ? (
                <span className={styles.badge} data-testid="default-badge">
                  {t("default")}
                </span>
              ) : null}
            </p>
            <p>{node.receiverMobile}</p>
            <p>{addressText(node)}</p>
            {node.isAvailable ? null : <p className={styles.error}>{t("unavailable")}</p>}
            <div className={styles.actions}>
              {node.isDefault ? null : (
                <button
                  type="button"
                  disabled={busy}
                  data-testid="set-default"
                  onClick={() => void setDefault(node)}
                >
                  {t("setDefault")}
                </button>
              )}
              <ShopLink href={`/user/address/update?code=${encodeURIComponent(node.code)}`}>
                {t("edit")}
              </ShopLink>
              <button
                type="button"
                disabled={busy}
                data-testid="delete-address"
                onClick={() => remove(node)}
              >
                {t("delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {full ? (
        <div className={styles.actions}>
          <button type="button" disabled aria-describedby="address-book-full">
            {t("add")}
          </button>
          <p id="address-book-full" className={styles.note}>
            {t("full", { max: book.maxCount })}
          </p>
        </div>
      ) : (
        <ShopLink href="/user/address/update" className={styles.primary} data-testid="add-address">
          {t("add")}
        </ShopLink>
      )}
    </div>
  );
}
