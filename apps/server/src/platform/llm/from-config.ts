import type { Config } from '../../config.js';
import type { Embedder, Llm } from './index.js';

/**
 * The language model and the embeddings model the configuration names (LLM_BASE_URL with
 * LLM_MODEL and/or EMBEDDING_MODEL), or null for each that is not set: features then use their
 * built-in engines. The SDK is loaded only when one is configured.
 */
export async function llmFromConfig(config: Config): Promise<{ llm: Llm | null; embedder: Embedder | null }> {
  if (!config.LLM_BASE_URL) return { llm: null, embedder: null };
  const { createOpenAiEmbedder, createOpenAiLlm } = await import('./openai.js');
  const common = {
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
  return {
    llm: config.LLM_MODEL ? createOpenAiLlm({ ...common, model: config.LLM_MODEL }) : null,
    embedder: config.EMBEDDING_MODEL
      ? createOpenAiEmbedder({ ...common, model: config.EMBEDDING_MODEL })
      : null,
  };
}
