// Prints the API schema to schema.graphql; tests/integration/schema.test.ts fails on drift.
// `npm run schema:print` then runs `gql-tada generate-output`, which writes the introspection
// the operation documents are typed with (lib/graphql/graphql-env.d.ts) from schema.graphql.
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { getSchema } from "@/lib/graphql/schema";

writeFileSync("schema.graphql", `${printSchema(getSchema())}\n`);
console.log("schema:print: wrote schema.graphql");
