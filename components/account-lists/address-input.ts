/**
 * Between a saved address (as the API reads it) and the form and input shapes: the mobile is
 * kept with its country prefix ("+852 91234567", accounts §5), the form edits the digits only.
 */
import type { NewAddressFields } from "@/components/checkout/address-rules";
import { withPhonePrefix } from "@/components/checkout/address-rules";
import type {
  DeliveryAddressData,
  DeliveryAddressInputData,
} from "@/lib/graphql/operations/checkout";

export function addressInputOf(address: DeliveryAddressData): DeliveryAddressInputData {
  return {
    receiverFirstName: address.receiverFirstName,
    receiverLastName: address.receiverLastName,
    receiverMobile: address.receiverMobile,
    receiverTelephone: address.receiverTelephone,
    receiverEmail: address.receiverEmail,
    country: address.country,
    provinceId: address.provinceId,
    cityId: address.cityId,
    districtId: address.districtId,
    address: address.address,
    receiverZipcode: address.receiverZipcode,
  };
}

export function formOf(address: DeliveryAddressData): NewAddressFields {
  return {
    firstName: address.receiverFirstName,
    lastName: address.receiverLastName,
    mobile: address.receiverMobile.replace(/^\+\d+\s*/, ""),
    telephone: address.receiverTelephone ?? "",
    country: address.country,
    provinceId: address.provinceId,
    cityId: address.cityId,
    districtId: address.districtId,
    regionComplete: true,
    address: address.address,
  };
}

export function inputOf(form: NewAddressFields, isDefault: boolean): DeliveryAddressInputData {
  return {
    receiverFirstName: form.firstName.trim(),
    receiverLastName: form.lastName.trim(),
    receiverMobile: withPhonePrefix(form.mobile, form.country),
    receiverTelephone: form.telephone.trim() || null,
    country: form.country,
    provinceId: form.provinceId,
    cityId: form.cityId,
    districtId: form.districtId,
    address: form.address.trim(),
    isDefault,
  };
}
