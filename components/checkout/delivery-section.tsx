"use client";
/**
 * Delivery (shopping §2 Checkout: "delivery mode ... address or pick-up point"): the modes from
 * checkBaseInfo, then for express a saved address (members) or a new one, and for a pick-up
 * mode the points of its type with who collects.
 */
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useAddressText } from "@/components/layout/use-address-text";
import type { DeliveryAddressData, TransportMethodData } from "@/lib/graphql/operations/checkout";
import type { CheckoutForm } from "./checkout-form";
import { deliveryModeKey, sortedMethods } from "./delivery-modes";
import { NewAddressForm } from "./new-address-form";
import { PickUpPoints } from "./pick-up-points";
import type { PickUpPointData } from "@/lib/graphql/operations/checkout";
import styles from "./checkout.module.css";

export function DeliverySection(props: {
  form: CheckoutForm;
  methods: TransportMethodData[];
  savedAddresses: DeliveryAddressData[];
  pickUpPoints: PickUpPointData[];
  isMember: boolean;
  showAll: boolean;
  serverErrors: Partial<Record<string, string>>;
  onChange(patch: Partial<CheckoutForm>): void;
}) {
  const t = useTranslations("checkout.delivery");
  const tAddress = useTranslations("checkout.address");
  const tRules = useTranslations("checkout.rules");
  const modeName = useId();
  const addressName = useId();
  const addressText = useAddressText();
  const { form } = props;
  const method = props.methods.find((item) => item.id === form.transportMethodId) ?? null;
  return (
    <section
      className={styles.section}
      aria-labelledby="checkout-delivery"
      data-testid="checkout-delivery"
    >
      <h2 id="checkout-delivery" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <ul className={styles.choiceList}>
        {sortedMethods(props.methods).map((item) => (
          <li key={item.id}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={modeName}
                checked={form.transportMethodId === item.id}
                data-testid="delivery-mode"
                data-mode={deliveryModeKey(item)}
                onChange={() =>
                  props.onChange({ transportMethodId: item.id, pickUpPointCode: null })
                }
              />
              <span>
                <strong>{t(`modes.${deliveryModeKey(item)}`)}</strong>
                <span className={styles.muted}>
                  {" "}
                  {[item.transportName, item.expressTime, item.remark].filter(Boolean).join(" · ")}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {props.showAll && !method ? (
        <span className={styles.fieldError}>{tRules("deliveryMode")}</span>
      ) : null}

      {method?.transportMethod === "EXPRESS" ? (
        <div className={styles.stack}>
          {props.isMember && props.savedAddresses.length > 0 ? (
            <ul className={styles.choiceList} data-testid="saved-addresses">
              {props.savedAddresses.map((address) => (
                <li key={address.code}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name={addressName}
                      checked={
                        form.addressChoice === "saved" && form.savedAddressCode === address.code
                      }
                      data-testid="saved-address"
                      onChange={() =>
                        props.onChange({ addressChoice: "saved", savedAddressCode: address.code })
                      }
                    />
                    <span>
                      <strong>{address.receiverName}</strong> {address.receiverMobile}
                      <span className={styles.muted}> {addressText(address)}</span>
                      {address.isDefault ? (
                        <span className={styles.tag}> {tAddress("default")}</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
              <li>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name={addressName}
                    checked={form.addressChoice === "new"}
                    data-testid="new-address-choice"
                    onChange={() => props.onChange({ addressChoice: "new" })}
                  />
                  <strong>{tAddress("addNew")}</strong>
                </label>
              </li>
            </ul>
          ) : null}
          {props.showAll && form.addressChoice === "saved" && !form.savedAddressCode ? (
            <span className={styles.fieldError}>{tRules("noAddress")}</span>
          ) : null}
          {form.addressChoice === "new" ? (
            <NewAddressForm
              value={form.newAddress}
              showAll={props.showAll}
              serverErrors={props.serverErrors}
              canSave={props.isMember}
              save={form.saveNewAddress}
              onChange={(newAddress) => props.onChange({ newAddress })}
              onSave={(saveNewAddress) => props.onChange({ saveNewAddress })}
            />
          ) : null}
        </div>
      ) : null}

      {method?.transportMethod === "PICKUP" ? (
        <PickUpPoints
          points={props.pickUpPoints}
          chosen={form.pickUpPointCode}
          contact={form.pickUpContact}
          showAll={props.showAll}
          serverErrors={props.serverErrors}
          onChoose={(pickUpPointCode) => props.onChange({ pickUpPointCode })}
          onContact={(pickUpContact) => props.onChange({ pickUpContact })}
        />
      ) : null}
    </section>
  );
}
