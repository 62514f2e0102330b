import { openScriptDatabase } from "./open-database";

const database = await openScriptDatabase();
console.log(`db:migrate: ${database.kind} database is up to date`);
await database.close();
