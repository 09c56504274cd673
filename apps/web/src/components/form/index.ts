export {
  focusFirstInvalid,
  messagesOf,
  useZodForm,
  type BoundField,
  type FormCheck,
  type FormSchema,
  type ZodForm,
} from './useZodForm';
export { applyServerErrors, type ServerErrorResult } from './serverErrors';
