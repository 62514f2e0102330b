"use client";
/**
 * The region cascade of a new address (accounts §3 Region, §7 chineseRegions "pid; default pid
 * 1"): the top level (Hong Kong, Macau, provinces), then its children, then theirs. The top
 * region's country (HK, MO, CN) becomes the address's country and picks the phone rule. A
 * region without children ends the cascade early.
 */
import { useLocale, useTranslations } from "next-intl";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { REGION_CASCADE_DEPTH, REGION_ROOT_PID } from "@/lib/domain/checkout/constants";
import type { Locale } from "@/lib/domain/locales";
import type { RegionData } from "@/lib/graphql/operations/checkout";
import { chineseRegions } from "@/lib/graphql/persisted/checkout";
import { apiLangOf } from "@/lib/i18n/locale";
import styles from "./checkout.module.css";

export interface RegionChoice {
  country: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  regionComplete: boolean;
}

const LEVEL_KEYS = ["region", "city", "district"] as const;

function RegionSelect(props: {
  level: number;
  pid: number;
  value: number | null;
  invalid: boolean;
  onChoose(region: RegionData | null): void;
}) {
  const t = useTranslations("checkout.address");
  const locale = useLocale() as Locale;
  const { data, loading } = useTransportQuery(chineseRegions, {
    variables: { pid: props.pid, lang: apiLangOf(locale) },
  });
  const regions = data?.chineseRegions ?? [];
  const key = LEVEL_KEYS[props.level] ?? "district";
  return (
    <label className={styles.field}>
      <span>{t(key)}</span>
      <select
        value={props.value ?? ""}
        disabled={loading}
        aria-invalid={props.invalid ? true : undefined}
        data-testid={`region-${key}`}
        onChange={(event) => {
          const id = Number(event.target.value);
          props.onChoose(regions.find((region) => region.id === id) ?? null);
        }}
      >
        <option value="">{t("choose")}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RegionCascade(props: {
  value: RegionChoice;
  invalid: boolean;
  onChange(choice: RegionChoice): void;
}) {
  const ids = [props.value.provinceId, props.value.cityId, props.value.districtId];
  const choose = (level: number, region: RegionData | null) => {
    const next = ids.slice(0, level).concat(region ? [region.id] : []);
    const complete = region !== null && (!region.hasChildren || level === REGION_CASCADE_DEPTH - 1);
    props.onChange({
      country: level === 0 ? (region?.country ?? "") : props.value.country,
      provinceId: next[0] ?? null,
      cityId: next[1] ?? null,
      districtId: next[2] ?? null,
      regionComplete: complete,
    });
  };
  // One select per level reached: the root, then each chosen region that has children.
  const levels: { pid: number; value: number | null }[] = [
    { pid: REGION_ROOT_PID, value: ids[0] ?? null },
  ];
  for (let level = 1; level < REGION_CASCADE_DEPTH; level += 1) {
    const parent = ids[level - 1];
    if (parent === null || parent === undefined) break;
    if (props.value.regionComplete && ids[level] === null) break;
    levels.push({ pid: parent, value: ids[level] ?? null });
  }
  return (
    <div className={styles.row3}>
      {levels.map((level, index) => (
        <RegionSelect
          key={`${index}-${level.pid}`}
          level={index}
          pid={level.pid}
          value={level.value}
          invalid={props.invalid && level.value === null}
          onChoose={(region) => choose(index, region)}
        />
      ))}
    </div>
  );
}
