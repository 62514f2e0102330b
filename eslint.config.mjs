import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "lib/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      ".reports/**",
    ],
  },
  ...nextVitals,
  ...nextTypeScript,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { drizzle, "@typescript-eslint": tseslint.plugin },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Links do not prefetch (docs/architecture.md): every link goes through ShopLink.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/layout/shop-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use ShopLink (components/layout/shop-link.tsx)." },
          ],
        },
      ],
    },
  },
];

export default config;
