/** Configuration of a web search API provider. */
export interface WebApiConfig {
  /** Base URL; each provider defaults to the service's public API. */
  apiUrl?: string;
  apiKey?: string;
  /** Upper bound for one API call, on top of the caller's abort signal. */
  timeoutMs: number;
}

/** The key, or a clear construction-time error naming the setting to fix. */
export function requireKey(provider: string, config: WebApiConfig): string {
  if (!config.apiKey) throw new Error(`The ${provider} search provider needs an API key (SEARCH_API_KEY)`);
  return config.apiKey;
}
