/**
 * Personal-data routes (docs/PRIVACY.md), from `@shared/contracts/privacy`: access and
 * portability (`GET /privacy/subject`) and erasure (`POST /privacy/subject/erase`), scoped to
 * the session's workshop. The log names the person only by its keyed hash.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/privacy';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishGridEvents } from '@server/live/publish';
import { subjectData } from './access-service';
import { eraseSubject } from './erase-service';
import { subjectHash, subjectHashKey } from './subject-hash';

export async function privacyRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const key = subjectHashKey(app.deps.config.SESSION_SECRET);

  route(app, contract.getSubjectData, async ({ query }, req) =>
    subjectData(db, workshopIdOf(req), query),
  );

  route(app, contract.eraseSubjectData, async ({ body }, req) => {
    const ws = workshopIdOf(req);
    const hash = subjectHash(key, ws, body);
    const { erased, dates } = await eraseSubject(db, ws, body, hash);
    req.log.info({ privacyErasure: { subjectHash: hash, ...erased } }, 'personal data erased');
    await publishGridEvents(req, ws, 'day', dates);
    return { erased };
  });
}
