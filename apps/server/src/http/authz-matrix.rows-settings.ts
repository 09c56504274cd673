import { STAFF_ONLY, row, type Row } from './authz-matrix.kit.js';

/** Rows of the matrix: staff settings, the host's brand settings and the app options (issue 23 item 6). */
export const SETTINGS_ROWS: Record<string, Row> = {
  'GET /api/v1/brand-settings/': row(STAFF_ONLY, () => ({ path: '/api/v1/brand-settings/' })),
  // Saved as they are: the call proves the right, the settings stay what the other rows expect.
  'PUT /api/v1/brand-settings/': row(STAFF_ONLY, (w) => ({
    path: '/api/v1/brand-settings/',
    body: w.t.ctx.brands.brandSettings(w.t.ctx.brands.resolveBrand('localhost')),
  })),
  'PUT /api/v1/options-config/{key}/': row(STAFF_ONLY, async (w) => ({
    path: '/api/v1/options-config/career_commitment/',
    body: { value: (await w.t.ctx.brands.getOptions()).career_commitment },
  })),
  // The list the other rows read stays as installed: a reset writes the defaults back.
  'DELETE /api/v1/options-config/{key}/': row(STAFF_ONLY, () => ({
    path: '/api/v1/options-config/career_commitment/',
  })),
};
