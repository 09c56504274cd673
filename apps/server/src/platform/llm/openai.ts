import OpenAI from 'openai';
import { LlmError, type JsonCompletionRequest, type Llm } from './index.js';

export interface OpenAiLlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Chat completions with a json_schema response format through the official SDK. */
export function createOpenAiLlm(options: OpenAiLlmOptions): Llm {
  // Local servers (vLLM, Ollama, llama.cpp) often need no key; the SDK insists on one.
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
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
  };
}
