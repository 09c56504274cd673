import { createCertificationRepository } from '../modules/leaders/certification.repository.js';
import { SIGNED_IN, STAFF_ONLY, at, row, type Row } from './authz-matrix.kit.js';

//                             anon trial unver member cert leader admin other staff infl
/** Registered users (trial accounts sign up first), each about their own application. */
const OWN_STANDING = /*     */ '401  403   ok    ok     ok   ok     ok    ok    ok    ok';
const APPLY = /*            */ '401  403   pass  pass   pass pass   pass  pass  pass  pass';

const answers = {
  experience: 'I have run study groups for three years.',
  circle_topic: 'Data careers for career changers.',
  duration: '6 weeks',
  hours: '3 to 5 hours',
};

/** Rows of the matrix: circle leaders and influencer directories, leadership certification (issue 23). */
export const LEADERS_ROWS: Record<string, Row> = {
  'GET /api/v1/leader-certifications/': row(SIGNED_IN, at('/api/v1/leader-certifications/?page=1')),
  'GET /api/v1/influential-people/': row(SIGNED_IN, at('/api/v1/influential-people/')),
  'GET /api/v1/influential-organizations/': row(SIGNED_IN, at('/api/v1/influential-organizations/')),
  'GET /api/v1/certification-application/': row(OWN_STANDING, at('/api/v1/certification-application/')),
  'POST /api/v1/certification-application/': row(
    APPLY,
    at('/api/v1/certification-application/', { answers }),
  ),
  'GET /api/v1/certification-applications/': row(
    STAFF_ONLY,
    at('/api/v1/certification-applications/?status=pending'),
  ),
  // A fresh pending application per call: the staff's decision leaves the others alone.
  'POST /api/v1/certification-applications/{id}/review/': row(STAFF_ONLY, async (w) => {
    const applicant = await w.freshUser();
    const application = await createCertificationRepository(w.t.ctx.database.db).insertPending(
      applicant.id,
      [],
    );
    return {
      path: `/api/v1/certification-applications/${application!.id}/review/`,
      body: { action: 'approve', level: 2 },
    };
  }),
};
