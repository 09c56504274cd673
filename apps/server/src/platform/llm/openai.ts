import OpenAI from 'openai';
import { LlmError, type ChatRequest, type Embedder, type JsonCompletionRequest, type Llm } from './index.js';

export interface OpenAiLlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Retries of a rate-limited (429) or failed (5xx, connection) request, with the SDK's exponential backoff. */
  maxRetries?: number;
}

/** About four characters a token: the estimate when a server reports no usage. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Chat completions with a json_schema response format through the official SDK. */
export function createOpenAiLlm(options: OpenAiLlmOptions): Llm {
  // Local servers (vLLM, Ollama, llama.cpp) often need no key; the SDK insists on one.
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const retrying = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  return {
    model: options.model,
    async completeJson(request: JsonCompletionRequest) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.schema },
          },
        });
        content = completion.choices[0]?.message?.content;
      } catch (err) {
        throw new LlmError(
          `language model request failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      if (!content) throw new LlmError('language model gave an empty answer');
      try {
        return JSON.parse(content) as unknown;
      } catch {
        throw new LlmError('language model answer is not JSON');
      }
    },
    async streamChat(request: ChatRequest, onText: (text: string) => void) {
      // The whole answer, not only its first byte, must come within the timeout.
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), options.timeoutMs);
      let text = '';
      let usage: { prompt_tokens: number; completion_tokens: number } | null = null;
      try {
        const stream = await retrying.chat.completions.create(
          {
            model: options.model,
            temperature: 0,
            max_tokens: request.maxTokens,
            stream: true,
            stream_options: { include_usage: true },
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
          },
          { signal: abort.signal },
        );
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content ?? '';
          if (piece) {
            text += piece;
            onText(piece);
          }
          if (chunk.usage) usage = chunk.usage;
        }
      } catch (err) {
        throw new LlmError(
          `language model request failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      } finally {
        clearTimeout(timer);
      }
      if (!text.trim()) throw new LlmError('language model gave an empty answer');
      return {
        text,
        usage: {
          promptTokens: usage?.prompt_tokens ?? estimateTokens(request.system + request.user),
          completionTokens: usage?.completion_tokens ?? estimateTokens(text),
        },
      };
    },
  };
}

/** Embeddings through the same SDK (POST /embeddings), retried with backoff on 429 and 5xx. */
export function createOpenAiEmbedder(options: OpenAiLlmOptions): Embedder {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  return {
    model: options.model,
    async embed(texts: string[]) {
      if (texts.length === 0) return { vectors: [], tokens: 0 };
      let response: OpenAI.Embeddings.CreateEmbeddingResponse;
      try {
        response = await client.embeddings.create({
          model: options.model,
          input: texts,
          encoding_format: 'float',
        });
      } catch (err) {
        throw new LlmError(`embeddings request failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      const vectors: number[][] = new Array(texts.length);
      for (const item of response.data ?? []) vectors[item.index] = item.embedding;
      const width = vectors[0]?.length ?? 0;
      const usable = (v: number[] | undefined) =>
        Array.isArray(v) && v.length === width && width > 0 && v.every((x) => Number.isFinite(x));
      if (vectors.length !== texts.length || ![...vectors].every(usable))
        throw new LlmError('embeddings answer does not hold one vector of the same size per text');
      return {
        vectors,
        tokens: response.usage?.total_tokens ?? texts.reduce((n, t) => n + estimateTokens(t), 0),
      };
    },
  };
}
