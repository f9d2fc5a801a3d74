import { TOKEN_COST } from '@pardus/protocol';

/**
 * What a Deep run costs. Reserved when the run is created; when it ends it is settled if any
 * report text was delivered (a finished report, or a partial one the user stopped) and refunded
 * otherwise ("not enough evidence", a failure or a stop before any text). See `jobs/finish-run.ts`.
 */
export const DEEP_COST = TOKEN_COST.deep;
