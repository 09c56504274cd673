export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextView, InlineText, renderBlock, type RichTextViewProps } from './RichTextView';
export { blocksToEditorJson, editorJsonToBlocks } from './convert';
export { uploadRichTextFile, type UploadFile, type UploadedFile } from './upload';
export { truncateBlocks, blocksToPlainText, textToBlocks, toRichText } from '@careerhub/shared';
