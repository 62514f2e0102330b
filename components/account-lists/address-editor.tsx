"use client";
/**
 * Add or edit an address (accounts §2 /user/address/update): the checkout's address form (name,
 * mobile by the country's rule, the region cascade, street) with the same browser-side rules,
 * plus "use as my default". The server checks again and answers in the shopper's language.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EMPTY_ADDRESS, isCompleteAddress } from "@/components/checkout/address-rules";
import { NewAddressForm } from "@/components/checkout/new-address-form";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { deliveryAddressUpdate } from "@/lib/graphql/operations/account-lists";
import { deliveryAddressCreate, type DeliveryAddressData } from "@/lib/graphql/operations/checkout";
import { formOf, inputOf } from "./address-input";
import styles from "./account-lists.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export function AddressEditor(props: { address: DeliveryAddressData | null }) {
  const t = useTranslations("addressBook");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const router = useRouter();
  const [form, setForm] = useState(props.address ? formOf(props.address) : EMPTY_ADDRESS);
  const [isDefault, setIsDefault] = useState(props.address?.isDefault ?? false);
  const [showAll, setShowAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setShowAll(true);
    setServerErrors({});
    setError(null);
    if (!isCompleteAddress(form)) return;
    setBusy(true);
    try {
      const input = inputOf(form, isDefault);
      if (props.address)
        await runMutation(
          client,
          deliveryAddressUpdate,
          { code: props.address.code, input },
          { serverErrorMessage },
        );
      else await runMutation(client, deliveryAddressCreate, { input }, { serverErrorMessage });
      router.push("/user/address");
      router.refresh();
    } catch (caught) {
      if (caught instanceof UserErrorException && caught.userError.field)
        setServerErrors({ [caught.userError.field]: caught.message });
      setError(caught instanceof Error ? caught.message : serverErrorMessage);
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <NewAddressForm
        value={form}
        showAll={showAll}
        serverErrors={serverErrors}
        canSave={false}
        save={false}
        onChange={setForm}
        onSave={() => undefined}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={isDefault}
          data-testid="address-default"
          onChange={(event) => setIsDefault(event.target.checked)}
        />
        {t("makeDefault")}
      </label>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} data-testid="save-address">
          {t("save")}
        </button>
        <ShopLink href="/user/address">{t("cancel")}</ShopLink>
      </div>
    </form>
  );
}
