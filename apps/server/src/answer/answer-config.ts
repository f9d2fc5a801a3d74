/** Settings for `createAnswerEngine` (read from the environment by the server's config). */
export interface AnswerConfig {
  provider: 'extractive' | 'openai-compatible' | 'openai' | 'anthropic';
  /** API base URL including the version path, e.g. `http://localhost:11434/v1`. Required for openai-compatible. */
  baseUrl?: string;
  /** Required for openai and anthropic; optional for openai-compatible servers that need none. */
  apiKey?: string;
  /** Model id; required for every language-model provider. */
  model?: string;
  /** Longest wait for the API's response headers. */
  connectTimeoutMs: number;
  /** Longest wait for the first streamed chunk (then one retry). */
  firstTokenTimeoutMs: number;
  /** Longest silence between chunks once the answer has started. */
  idleTimeoutMs: number;
  /** Cap on generated tokens per answer (default 2048). */
  maxOutputTokens?: number;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every problem with `config`, as readable sentences; empty when it is usable. */
export function answerConfigProblems(config: AnswerConfig): string[] {
  const problems: string[] = [];
  const { provider } = config;
  for (const key of ['connectTimeoutMs', 'firstTokenTimeoutMs', 'idleTimeoutMs'] as const) {
    if (!Number.isInteger(config[key]) || config[key] <= 0)
      problems.push(`${key} must be a positive whole number of milliseconds`);
  }
  if (
    config.maxOutputTokens !== undefined &&
    (!Number.isInteger(config.maxOutputTokens) || config.maxOutputTokens <= 0)
  ) {
    problems.push('maxOutputTokens must be a positive whole number');
  }
  if (provider === 'extractive') return problems;
  if (!config.model?.trim()) problems.push(`model is required for provider "${provider}"`);
  if (provider === 'openai-compatible' && !config.baseUrl?.trim())
    problems.push('baseUrl is required for provider "openai-compatible"');
  if (config.baseUrl?.trim() && !isHttpUrl(config.baseUrl))
    problems.push(`baseUrl must be an http(s) URL, got "${config.baseUrl}"`);
  if ((provider === 'openai' || provider === 'anthropic') && !config.apiKey?.trim())
    problems.push(`apiKey is required for provider "${provider}"`);
  return problems;
}
