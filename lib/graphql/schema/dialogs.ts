/**
 * Pop-ups (accounts §7 Content: "Dialog configuration fetch; open-dialog action with the dialog
 * id"; §3 Dialog config; §4 Pop-ups). `dialogConfig` answers the published config with every
 * text in the caller's language; `openDialog` counts one open of a configured dialog on the
 * shop's day. Open to everyone, like the rest of the content.
 */
import type { ContentBodyOf } from "@/lib/domain/content/kinds";
import { textIn, type LocalizedText } from "@/lib/domain/content/localized";
import {
  DIALOG_COMPONENTS,
  DIALOG_CONFIG_CODE,
  DIALOG_RULES,
} from "@/lib/domain/dialogs/constants";
import { recordDialogOpen } from "@/lib/domain/dialogs/opens";
import { publishedContent } from "@/lib/domain/content/store";
import type { Locale } from "@/lib/domain/locales";
import { builder } from "../builder";
import { queryError } from "./common";

type DialogShape = ContentBodyOf<"dialogs">["dialogs"][number];
type DeviceShape = DialogShape["pc"];
type Localized<T> = { value: T; locale: Locale };

const text = (value: LocalizedText | undefined, locale: Locale) =>
  value ? textIn(value, locale) : null;

const DialogComponentEnum = builder.enumType("DialogComponent", { values: DIALOG_COMPONENTS });
const DialogRuleEnum = builder.enumType("DialogRule", {
  values: DIALOG_RULES,
  description: "lt: the basket total above 0 and below totalAmount; gt: above totalAmount.",
});

const DialogTextLine = builder
  .objectRef<Localized<DeviceShape["texts"][number]>>("DialogTextLine")
  .implement({
    fields: (t) => ({
      text: t.string({
        description: "A dynamic basket's line may hold {amount}: the amount still missing.",
        resolve: ({ value, locale }) => textIn(value.text, locale),
      }),
      fontSize: t.int({ resolve: ({ value }) => value.fontSize }),
      colour: t.string({ resolve: ({ value }) => value.colour }),
    }),
  });

const DialogImage = builder
  .objectRef<Localized<NonNullable<DeviceShape["backgroundImage"]>>>("DialogImage")
  .implement({
    fields: (t) => ({
      src: t.string({ resolve: ({ value }) => value.src }),
      width: t.int({ resolve: ({ value }) => value.width }),
      height: t.int({ resolve: ({ value }) => value.height }),
      alt: t.string({ resolve: ({ value, locale }) => textIn(value.alt, locale) }),
    }),
  });

const DialogDeviceOptions = builder
  .objectRef<Localized<DeviceShape>>("DialogDeviceOptions")
  .implement({
    description: "accounts §3 Dialog config: what a dialog shows on one device (pc or mobile).",
    fields: (t) => ({
      texts: t.field({
        type: [DialogTextLine],
        resolve: ({ value, locale }) => value.texts.map((line) => ({ value: line, locale })),
      }),
      text: t.string({ nullable: true, resolve: ({ value, locale }) => text(value.text, locale) }),
      buttonText: t.string({
        nullable: true,
        resolve: ({ value, locale }) => text(value.buttonText, locale),
      }),
      buttonLink: t.string({ nullable: true, resolve: ({ value }) => value.buttonLink ?? null }),
      backgroundColor: t.string({
        nullable: true,
        resolve: ({ value }) => value.backgroundColor ?? null,
      }),
      backgroundImage: t.field({
        type: DialogImage,
        nullable: true,
        resolve: ({ value, locale }) =>
          value.backgroundImage ? { value: value.backgroundImage, locale } : null,
      }),
    }),
  });

const DialogOption = builder.objectRef<Localized<DialogShape>>("DialogOption").implement({
  description: "accounts §3 Dialog config: one configured pop-up.",
  fields: (t) => ({
    id: t.string({ resolve: ({ value }) => value.id }),
    componentName: t.field({
      type: DialogComponentEnum,
      resolve: ({ value }) => value.componentName,
    }),
    index: t.int({ description: "Its place in the queue.", resolve: ({ value }) => value.index }),
    count: t.int({
      description: "The most times it shows a day.",
      resolve: ({ value }) => value.count,
    }),
    rule: t.field({
      type: DialogRuleEnum,
      nullable: true,
      resolve: ({ value }) => value.rule ?? null,
    }),
    totalAmount: t.float({
      nullable: true,
      description: "A dynamic basket's threshold in HK$.",
      resolve: ({ value }) => value.totalAmount ?? null,
    }),
    timeout: t.int({
      nullable: true,
      description: "Seconds of inactivity before it opens (default 30).",
      resolve: ({ value }) => value.timeout ?? null,
    }),
    pc: t.field({
      type: DialogDeviceOptions,
      resolve: ({ value, locale }) => ({ value: value.pc, locale }),
    }),
    mobile: t.field({
      type: DialogDeviceOptions,
      resolve: ({ value, locale }) => ({ value: value.mobile, locale }),
    }),
  }),
});

builder.queryFields((t) => ({
  dialogConfig: t.field({
    type: [DialogOption],
    description: "The configured pop-ups in the caller's language; empty when none is published.",
    resolve: async (_root, _args, ctx) => {
      const config = await publishedContent(ctx.db, "dialogs", DIALOG_CONFIG_CODE);
      return (config?.dialogs ?? []).map((value) => ({ value, locale: ctx.locale }));
    },
  }),
}));

builder.mutationFields((t) => ({
  openDialog: t.boolean({
    description:
      "Reports that a pop-up opened (accounts §4): counts one open of the dialog on the shop's " +
      "day. An empty id, one the published config does not name, or more than 30 reports from " +
      "one client an hour is an error; nothing is counted.",
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const result = await recordDialogOpen(
        ctx.db,
        ctx.rateLimits,
        { id, clientKey: ctx.clientKey },
        ctx.now,
      );
      if (!result.ok) throw queryError(ctx.t, result.code);
      return true;
    },
  }),
}));
