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

export interface Llm {
  readonly model: string;
  /** The model's answer parsed as JSON; throws LlmError when there is no usable answer. */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}

export class LlmError extends Error {}
