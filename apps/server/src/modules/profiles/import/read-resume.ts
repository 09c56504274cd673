import type { ImportedSections } from '@careerhub/shared';
import type { Logger } from 'pino';
import type { Llm } from '../../../platform/llm/index.js';
import { extractWithLlm } from './llm-extractor.js';
import type { TextLine } from './pdf-lines.js';
import { parseResume } from './resume-parser.js';

export interface ReadResume {
  sections: ImportedSections;
  extractedBy: 'parser' | 'llm';
}

/**
 * The sections of a resume's lines: by the language model when one is configured, else (or when
 * it fails in any way) by the built-in parser.
 */
export async function readResumeLines(
  lines: TextLine[],
  llm: Llm | null,
  logger?: Pick<Logger, 'warn'>,
): Promise<ReadResume> {
  if (llm) {
    try {
      return { sections: await extractWithLlm(llm, lines.map((l) => l.text).join('\n')), extractedBy: 'llm' };
    } catch (err) {
      logger?.warn(
        { err: err instanceof Error ? err.message : String(err), model: llm.model },
        'language model extraction failed: using the resume parser',
      );
    }
  }
  return { sections: parseResume(lines), extractedBy: 'parser' };
}
