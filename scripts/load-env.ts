// Scripts read the same .env files as `next start` does, with Next's own loader.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
