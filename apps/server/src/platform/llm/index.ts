/**
 * A language model behind one interface. Unset (no LLM_BASE_URL), features use their built-in
 * engines (the resume parser, retrieval); set, any OpenAI-compatible chat-completions server works.
 */
export interface JsonCompletionRequest {
  system: string;
  user: string;
  /** A name for the schema, as the json_schema response format wants one. */
  schemaName: string;
  /** A JSON Schema the answer must follow (strict: every property required, no extra ones). */
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  system: string;
  user: string;
  maxTokens: number;
}

export interface LlmUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface Llm {
  readonly model: string;
  /** The model's answer parsed as JSON; throws LlmError when there is no usable answer. */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
  /**
   * A chat completion streamed: `onText` gets each piece as it arrives; resolves with the whole
   * text and the tokens spent (estimated when the server does not report them). Throws LlmError
   * on failure or when the answer takes longer than the timeout.
   */
  streamChat(
    request: ChatRequest,
    onText: (text: string) => void,
  ): Promise<{ text: string; usage: LlmUsage }>;
}

/**
 * An embeddings model (EMBEDDING_MODEL on the same OpenAI-compatible server): texts in, one vector
 * each, in order. Throws LlmError on failure or timeout.
 */
export interface Embedder {
  readonly model: string;
  embed(texts: string[]): Promise<{ vectors: number[][]; tokens: number }>;
}

export class LlmError extends Error {}
