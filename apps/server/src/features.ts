import type { Hono } from 'hono';
import type { Budget } from './budget/budget.service.js';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import type { AppEnv } from './http/context.js';
import type { Logger } from './logger.js';

export interface FeatureDeps {
  config: Config;
  db: Db;
  budget: Budget;
  logger: Logger;
}

export interface FeatureRoutes {
  routes: { path: string; router: Hono<AppEnv> }[];
  apiRoutes: { path: string; router: Hono<AppEnv> }[];
  close(): Promise<void>;
}

/** Builds the search and answer features (providers chosen by config) and their routes. */
export async function createFeatureRoutes(_deps: FeatureDeps): Promise<FeatureRoutes> {
  return { routes: [], apiRoutes: [], close: async () => {} };
}
