import { createReport } from './report.js';
import { benchQuickOverhead } from './quick-overhead.js';
const r = createReport();
await benchQuickOverhead(r, (process.env.KIND as 'pglite') ?? 'pglite');
