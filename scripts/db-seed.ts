import { seedDatabase } from "@/lib/db/seed";
import { openScriptDatabase } from "./open-database";

const database = await openScriptDatabase();
try {
  const report = await seedDatabase(database.db);
  console.log(
    `db:seed: ${database.kind}: ${report.brands} brands, ${report.categories} categories, ` +
      `${report.accounts} new demo accounts`,
  );
} finally {
  await database.close();
}
