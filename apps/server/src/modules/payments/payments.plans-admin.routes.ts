import {
  adminDiscountResultSchema,
  adminPlanResultSchema,
  discountCreateInput,
  discountUpdateInput,
  idParams,
  planCreateInput,
  planUpdateInput,
  plansAdminQuery,
  plansAdminSchema,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/**
 * Plans, prices and discounts for staff (platform plans) and organization admins (their
 * organization's plans): /admin-dashboard/plans (issue 20 item 4, decision 0029).
 */
export const plansAdminRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  guards: AuthGuards;
}> = async (app, { payments, guards }) => {
  const admin = payments.plansAdmin;
  const preHandler = guards.authenticate;
  app.get(
    '/admin/subscription-plans/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One owner’s plans and discounts, archived ones too (staff; organization admins)',
        querystring: plansAdminQuery,
        response: { 200: plansAdminSchema },
      },
    },
    async (request) => admin.list(request.user!, request.query.organization_id ?? null),
  );
  app.post(
    '/admin/subscription-plans/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a plan with its prices (a Stripe price each when Stripe is set up)',
        body: planCreateInput,
        response: { 200: adminPlanResultSchema },
      },
    },
    async (request) => admin.createPlan(request.user!, request.body),
  );
  app.put(
    '/admin/subscription-plans/:id/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Save a plan: a changed price is a new price, members keep the old one',
        params: idParams,
        body: planUpdateInput,
        response: { 200: adminPlanResultSchema },
      },
    },
    async (request) => admin.updatePlan(request.user!, request.params.id, request.body),
  );
  app.post(
    '/admin/subscription-plans/:id/archive/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Archive a plan: off /pricing, still valid for its members',
        params: idParams,
        response: { 200: adminPlanResultSchema },
      },
    },
    async (request) => admin.archivePlan(request.user!, request.params.id),
  );
  app.post(
    '/admin/subscription-discounts/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a discount (percent, 2 decimals) on some or all of the owner’s plans',
        body: discountCreateInput,
        response: { 200: adminDiscountResultSchema },
      },
    },
    async (request) => admin.createDiscount(request.user!, request.body),
  );
  app.put(
    '/admin/subscription-discounts/:id/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Save a discount',
        params: idParams,
        body: discountUpdateInput,
        response: { 200: adminDiscountResultSchema },
      },
    },
    async (request) => admin.updateDiscount(request.user!, request.params.id, request.body),
  );
  app.post(
    '/admin/subscription-discounts/:id/archive/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Archive a discount: it is no longer offered',
        params: idParams,
        response: { 200: adminDiscountResultSchema },
      },
    },
    async (request) => admin.archiveDiscount(request.user!, request.params.id),
  );
};
