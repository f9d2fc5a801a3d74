import path from 'node:path';
import type { Hono } from 'hono';
import type { Budget } from './budget/budget.service.js';
import { ConfigError, type Config } from './config.js';
import type { AppEnv } from './http/context.js';
import { createStreamLimiter, type StreamLimiter } from './http/stream-limiter.js';
import type { Logger } from './logger.js';
import { libraryRoutes } from './routes/library.js';
import { quickRoutes } from './routes/quick.js';
import { createQuickService, type QuickServiceDeps } from './quick/quick-service.js';
import { libraryLookups } from './quick/find-sources.js';
import { mcpRoutes } from './mcp/mcp-routes.js';
import type { ApiKeys } from './auth/api-keys.js';
import type { ConversationService } from './conversations/conversation.service.js';
import { createSearchProvider, type SearchService } from './search/index.js';
import type { AnswerEngine } from './answer/answer-engine.js';
import { createExtractiveEngine } from './answer/extractive/extractive-engine.js';
import { limitedEngine } from './answer/limited-engine.js';
import { limitedSearch } from './search/limited-search.js';
import { createExtractiveResearchModel } from './research/model/extractive/extractive-model.js';
import type { ResearchModel } from './research/model/research-model.js';
import { createPageReader, type PageReader } from './research/reader/index.js';
import { researchLimits } from './research/research-limits.js';
import type { Db } from './db/create-db.js';
import { createResearchJobs, type ResearchJobs } from './research/jobs/index.js';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Store } from 'hono-rate-limiter';
import { createDocumentExtractor } from './documents/extract/document-extractor.js';
import { createDocumentProcessor, type DocumentProcessor } from './documents/document-processor.js';
import type { DocumentSettings } from './documents/document-settings.js';
import { createDocumentSearch } from './documents/scoped-search.js';
import { documentRoutes } from './routes/documents.js';
import { databaseStore } from './documents/storage/database-store.js';
import type { OriginalStore } from './documents/storage/original-store.js';
import { s3Store } from './documents/storage/s3-store.js';
import { createImageService, type ImageService } from './images/index.js';
import { loadKnowledge } from './knowledge/knowledge.js';
import { offlineRelated, type RelatedQuestions } from './related/related-questions.js';
import { REPO_ROOT } from './paths.js';
import { readmeRoutes } from './routes/readme.js';
import { setupRoutes } from './routes/setup.js';
import { describeSetup } from './setup.js';

/**
 * The image proxy's links (signed with a key derived from the session secret, so every instance
 * checks the others' links) and its fetcher, under the page reader's address rules and allow list.
 */
export function createImages(config: Config, secret: string): ImageService {
  return createImageService({
    secret,
    publicUrl: config.publicUrl,
    allowHosts: config.READ_ALLOW_HOSTS,
    maxBytes: config.IMAGE_MAX_BYTES,
    timeoutMs: config.IMAGE_TIMEOUT_MS,
  });
}

/**
 * The outside services as this process uses them. Each provider has exactly one concurrency
 * limit for the whole process (search, language model, page reads), shared by Quick and Deep.
 */
export interface Providers {
  search: SearchService;
  answer: AnswerEngine;
  research: ResearchModel;
  reader: PageReader | null;
  readLimit: LimitFunction;
  /** Questions offered after answers: the model's, else the library's (checked); none for a web search without a model. */
  related?: RelatedQuestions;
}

/**
 * Builds the configured search provider and answer engine; a bad setting is a ConfigError. The
 * language-model code is loaded only when a model is configured.
 */
export async function createProviders(config: Config, logger: Logger): Promise<Providers> {
  try {
    const search = createSearchProvider(
      {
        provider: config.SEARCH_PROVIDER,
        apiUrl: config.SEARCH_API_URL,
        apiKey: config.SEARCH_API_KEY,
        publicUrl: config.publicUrl,
        libraryDir: config.LIBRARY_DIR,
        dataDir: config.DATA_DIR,
        dictdDir: config.DICTD_DIR,
        clipartDir: config.CLIPART_DIR,
        timeoutMs: config.SEARCH_TIMEOUT_MS,
      },
      { logger: logger.child({ module: 'search' }) },
    );
    const llmLimit = pLimit(config.LLM_CONCURRENCY);
    const llm =
      config.LLM_PROVIDER === 'extractive'
        ? undefined
        : (await import('./answer/llm/llm-stack.js')).createLlmStack(config, config.LLM_PROVIDER, llmLimit);
    const answer = limitedEngine(llm?.answer ?? createExtractiveEngine(), llmLimit);
    const research = llm?.research ?? createExtractiveResearchModel();
    // The library never fetches pages: its documents are read from the index.
    const reader =
      config.SEARCH_PROVIDER === 'library'
        ? null
        : createPageReader({
            maxBytes: config.READ_MAX_BYTES,
            timeoutMs: config.READ_TIMEOUT_MS,
            allowHosts: config.READ_ALLOW_HOSTS,
          });
    const related =
      llm?.related ??
      (config.SEARCH_PROVIDER === 'library'
        ? offlineRelated({ knowledge: loadKnowledge, logger: logger.child({ module: 'related' }) })
        : undefined);
    return {
      search: limitedSearch(search, config.SEARCH_CONCURRENCY),
      answer,
      research,
      reader,
      readLimit: pLimit(config.READ_CONCURRENCY),
      ...(related ? { related } : {}),
    };
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
}

export interface FeatureRoutes {
  routes: { path: string; router: Hono<AppEnv> }[];
  apiRoutes: { path: string; router: Hono<AppEnv> }[];
  /**
   * Users' documents: the reader of uploads (start it after listening, stop it on shutdown) and the
   * store of originals (an account's deletion removes its originals from it).
   */
  documents: { processor: DocumentProcessor; originals: OriginalStore };
  /** Deep research runs of this instance: start its worker after listening, stop it on shutdown. */
  research: ResearchJobs;
  /** The MCP server's sessions on this instance: closed on shutdown (their Deep runs go on). */
  mcp: { close: () => Promise<void> };
}

/** The routes built on the providers: library documents, Quick answers and Deep research. */
export function featureRoutes(
  providers: Providers,
  {
    config,
    budget,
    logger,
    db,
    limiter = createStreamLimiter(config.MAX_STREAMS_PER_USER),
    rateLimitStore,
    images,
    apiKeys,
    conversations,
  }: {
    config: Config;
    /** Personal API keys: the MCP server signs its callers in with them. */
    apiKeys: ApiKeys;
    /** Deep runs asked through the MCP server are saved as conversations. */
    conversations: ConversationService;
    /** Outside images reach browsers as links to its proxy (see createImages). */
    images: ImageService;
    budget: Budget;
    logger: Logger;
    db: Db;
    limiter?: StreamLimiter;
    rateLimitStore?: (name: string) => Store;
  },
): FeatureRoutes {
  const { search, answer } = providers;
  const documentSearch = createDocumentSearch(db, config.publicUrl);
  const documents = userDocuments(config, {
    db,
    logger: logger.child({ module: 'documents' }),
    rateLimitStore,
  });
  const library = search.library;
  const quickDeps: QuickServiceDeps = {
    search,
    documents: documentSearch,
    knowledge: loadKnowledge,
    ...(library ? libraryLookups(library) : {}),
    answer,
    budget,
    logger: logger.child({ module: 'quick' }),
    limiter,
    images: images.links,
    ...(providers.related ? { related: providers.related } : {}),
  };
  const research = createResearchJobs(
    {
      search,
      documents: documentSearch,
      reader: providers.reader,
      readLimit: providers.readLimit,
      model: providers.research,
      db,
      budget,
      limiter,
      images: images.links,
      library: { isReady: () => search.isReady(), ready: () => search.ready() },
      ...(library
        ? {
            unknownWords: libraryLookups(library).unknownWords,
            entries: (ids: readonly string[], query: string) => library.results(ids, query),
          }
        : {}),
      ...(providers.related ? { related: providers.related } : {}),
      logger: logger.child({ module: 'research' }),
      limits: researchLimits({
        maxQueries: config.RESEARCH_MAX_QUERIES,
        maxPages: config.RESEARCH_MAX_PAGES,
        timeCapMs: config.RESEARCH_TIME_CAP_MS,
        maxLlmTokens: config.RESEARCH_MAX_LLM_TOKENS,
      }),
    },
    {
      concurrency: config.RESEARCH_WORKERS,
      leaseMs: config.RESEARCH_LEASE_MS,
      pollMs: config.RESEARCH_POLL_MS,
      retentionHours: config.RESEARCH_EVENTS_RETENTION_HOURS,
      maxRunsPerUser: config.MAX_DEEP_RUNS_PER_USER,
      ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    },
  );
  const mcp = mcpRoutes({
    apiKeys,
    publicUrl: config.publicUrl,
    ...(rateLimitStore ? { rateLimitStore } : {}),
    tools: {
      db,
      quick: createQuickService(quickDeps),
      runs: research.runs,
      conversations,
      search,
      documents: documentSearch,
      limiter,
      logger: logger.child({ module: 'mcp' }),
    },
  });
  return {
    routes: [
      // Public: the home screen says where answers come from, and links to how to change it.
      { path: '/api/setup', router: setupRoutes<AppEnv>(describeSetup(config)) },
      { path: '/readme', router: readmeRoutes<AppEnv>(path.join(REPO_ROOT, 'README.md')) },
      ...(search.library ? [{ path: '/library', router: libraryRoutes<AppEnv>(search.library) }] : []),
      { path: '/mcp', router: mcp.router },
    ],
    apiRoutes: [
      { path: '/quick', router: quickRoutes(quickDeps) },
      { path: '/documents', router: documents.router },
      ...research.apiRoutes,
    ],
    research,
    documents: { processor: documents.processor, originals: documents.originals },
    mcp: { close: mcp.close },
  };
}

/** Where the originals of users' documents are kept, as configured. */
function originalStore(config: Config, db: Db): OriginalStore {
  if (config.DOCUMENT_STORE === 'database') return databaseStore(db);
  return s3Store({
    endpoint: config.S3_ENDPOINT ?? '',
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}

/** Users' own documents: the reader of uploads (extraction in worker threads) and the routes. */
function userDocuments(
  config: Config,
  deps: { db: Db; logger: Logger; rateLimitStore?: (name: string) => Store },
) {
  const MB = 1024 * 1024;
  const settings: DocumentSettings = {
    maxFileBytes: config.DOCUMENT_MAX_FILE_MB * MB,
    maxPages: config.DOCUMENT_MAX_PAGES,
    maxTotalBytes: config.DOCUMENT_MAX_TOTAL_MB * MB,
    maxFiles: config.DOCUMENT_MAX_FILES,
    maxQueued: config.DOCUMENT_MAX_QUEUED,
  };
  const extractor = createDocumentExtractor({
    timeoutMs: config.DOCUMENT_READ_TIMEOUT_MS,
    timeoutBaseMs: config.DOCUMENT_READ_BASE_MS,
    timeoutPerMbMs: config.DOCUMENT_READ_MS_PER_MB,
    maxPages: config.DOCUMENT_MAX_PAGES,
    maxUnpackedBytes: config.DOCUMENT_MAX_UNPACKED_MB * MB,
    concurrency: config.DOCUMENT_READERS,
  });
  const originals = originalStore(config, deps.db);
  const processor = createDocumentProcessor({
    db: deps.db,
    originals,
    extractor,
    logger: deps.logger,
    maxFileBytes: settings.maxFileBytes,
    readers: config.DOCUMENT_READERS,
  });
  const router = documentRoutes({
    ...deps,
    settings,
    processor,
    originals,
    webLabel: config.SEARCH_PROVIDER === 'library' ? 'Library' : 'Web',
  });
  return { processor, router, originals };
}
