export { useZodForm, type BoundField, type FormSchema, type ZodForm } from './useZodForm';
export { applyServerErrors, type ServerErrorResult } from './serverErrors';
