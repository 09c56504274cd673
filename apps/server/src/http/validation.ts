import { VALIDATION, findNul } from '@careerhub/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The zod validator every route uses, with one rule in front of each route's own schema: no NUL
 * character anywhere in params, query or body (PostgreSQL cannot store it, and no field of this
 * product has a use for it). The refusal is an ordinary validation error on the field that held it.
 */
export const edgeValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = findNul(data);
    if (path === null) return validate(data);
    return {
      error: [
        {
          keyword: 'nul_character',
          instancePath: path ? `/${path.replaceAll('.', '/')}` : '',
          schemaPath: '#',
          params: {},
          message: VALIDATION.nulCharacter,
        },
      ],
    } as unknown as ReturnType<typeof validate>;
  };
};
