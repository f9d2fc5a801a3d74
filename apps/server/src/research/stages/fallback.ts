import { createExtractiveResearchModel } from '../model/extractive/extractive-model.js';

/** The offline model stands in wherever a language model fails, so a run never ends with nothing. */
export const offline = createExtractiveResearchModel();

/** Runs `work`; on failure (a model error, a timeout) logs it and returns `fallback()` instead. */
export async function orFallback<T>(
  work: () => Promise<T>,
  fallback: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    onError(error);
    return fallback();
  }
}
