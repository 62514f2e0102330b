/** Catalog operations available so far: categories (header navigation) and brands. */
import {
  listBrands,
  loadCategoryTree,
  type Brand,
  type CategoryNode,
} from "@/lib/domain/catalog/categories";
import { builder } from "../builder";

const ProductCategory = builder.objectRef<CategoryNode>("ProductCategory");
ProductCategory.implement({
  fields: (t) => ({
    path: t.exposeString("path"),
    code: t.exposeString("code"),
    level: t.exposeInt("level"),
    name: t.exposeString("name"),
    navFrontName: t.exposeString("name", { description: "The name shown in navigation." }),
    imageUrl: t.string({ nullable: true, resolve: (c) => c.imageUrl }),
    children: t.field({ type: [ProductCategory], resolve: (c) => c.children }),
  }),
});

const BrandType = builder.objectRef<Brand>("Brand").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    imageUrl: t.string({ nullable: true, resolve: (b) => b.imageUrl }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    type: [ProductCategory],
    description: "The category tree from its roots, in the request's language.",
    resolve: (_root, _args, ctx) => loadCategoryTree(ctx.db, ctx.locale),
  }),
  brands: t.field({
    type: [BrandType],
    resolve: (_root, _args, ctx) => listBrands(ctx.db, ctx.locale),
  }),
}));
