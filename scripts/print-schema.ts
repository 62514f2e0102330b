// Prints the API schema to schema.graphql; tests/integration/schema.test.ts fails on drift.
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { getSchema } from "@/lib/graphql/schema";

writeFileSync("schema.graphql", `${printSchema(getSchema())}\n`);
console.log("schema:print: wrote schema.graphql");
