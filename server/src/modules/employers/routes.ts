import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EmployerJobSort,
  employerGeneralSchema,
  employerNoticeSettingsSchema,
  employerJobsFilterSchema,
  idParamsSchema,
  jobEditableParamsSchema,
  jobMessages,
  jobListPageSchema,
  jobSaveSchema,
  jobStateParamsSchema,
  Role,
  type ApplicantNotices,
  type EmployerGeneralResponse,
  type EmployerNoticeSettings,
  type OfferMode,
  type EmployerJobsResponse,
  type EmployerJobState,
  type EmployerProfileView,
  type JobEditableResponse,
  type JobSaveResponse,
  type UserResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { refreshedUser, viewedProfile } from '../../lib/users';
import { changeJobState, deleteJob, editableJob, employerJobs, saveJob } from './job-service';
import { postsRemaining } from './posts';
import { employerProfileView, loadEmployerGeneral, saveEmployerGeneral } from './profile-service';

const jobsPage = jobListPageSchema(Object.values(EmployerJobSort));

/**
 * /api/employers (spec section 7, Employer profile and Employer jobs). Every route needs a signed-in
 * employer with a verified e-mail (the profile card by id also admins); each reads and writes only
 * request.user's rows: another employer's job answers 404.
 */
export async function employerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employer = app.requireUser({ roles: [Role.Employer] });
  const me = (request: FastifyRequest) => request.user!;
  const profileAnswer = { response: { 200: answer('EmployerProfileView') } };
  const savedAnswer = { response: { 200: answer('JobSaveResponse') } };

  function requireSubscription(request: FastifyRequest): void {
    if (!request.access!.hasSubscription) throw new HttpError(403, jobMessages.subscriptionRequired);
  }

  // ------------------------------------------------------------ profile

  app.get('/profile', { onRequest: employer, schema: profileAnswer }, async (request): Promise<EmployerProfileView> => employerProfileView(app.db, me(request)));

  app.get(
    '/profile/:id',
    { onRequest: app.requireUser({ roles: [Role.Employer, Role.Admin] }), schema: { params: idParamsSchema, ...profileAnswer } },
    async (request): Promise<EmployerProfileView> => employerProfileView(app.db, await viewedProfile(app.db, me(request), request.params.id, Role.Employer)),
  );

  app.get('/profile/general', { onRequest: employer, schema: { response: { 200: answer('EmployerGeneralResponse') } } }, async (request): Promise<EmployerGeneralResponse> =>
    loadEmployerGeneral(app.db, me(request)),
  );

  app.post('/profile/general', { onRequest: employer, schema: { body: employerGeneralSchema, response: { 200: answer('UserResponse') } } }, async (request): Promise<UserResponse> => {
    await saveEmployerGeneral(app.db, me(request), request.body, app.now());
    return refreshedUser(app, me(request).id);
  });

  const noticesAnswer = { response: { 200: answer('EmployerNoticeSettings') } };

  type NoticeColumns = { applicant_notices: string; confirm_hours: number; invite_first_hours: number; offer_mode: string; offer_wave_size: number; offer_wave_minutes: number; auto_offer: boolean };
  const noticeSettings = (user: NoticeColumns): EmployerNoticeSettings => ({
    applicantNotices: user.applicant_notices as ApplicantNotices,
    confirmHours: user.confirm_hours,
    inviteFirstHours: user.invite_first_hours,
    offerMode: user.offer_mode as OfferMode,
    offerWaveSize: user.offer_wave_size,
    offerWaveMinutes: user.offer_wave_minutes,
    autoOffer: user.auto_offer,
  });

  app.get('/profile/notices', { onRequest: employer, schema: noticesAnswer }, async (request): Promise<EmployerNoticeSettings> => noticeSettings(me(request)));

  // Each setting left out of the body keeps the company's value (a client may send only applicantNotices).
  app.post('/profile/notices', { onRequest: employer, schema: { body: employerNoticeSettingsSchema, ...noticesAnswer } }, async (request): Promise<EmployerNoticeSettings> => {
    const { body } = request;
    const saved = await app.db
      .updateTable('users')
      .set({
        applicant_notices: body.applicantNotices as ApplicantNotices,
        confirm_hours: body.confirmHours ?? me(request).confirm_hours,
        invite_first_hours: body.inviteFirstHours ?? me(request).invite_first_hours,
        offer_mode: body.offerMode ?? me(request).offer_mode,
        offer_wave_size: body.offerWaveSize ?? me(request).offer_wave_size,
        offer_wave_minutes: body.offerWaveMinutes ?? me(request).offer_wave_minutes,
        auto_offer: body.autoOffer ?? me(request).auto_offer,
      })
      .where('id', '=', me(request).id)
      .returning(['applicant_notices', 'confirm_hours', 'invite_first_hours', 'offer_mode', 'offer_wave_size', 'offer_wave_minutes', 'auto_offer'])
      .executeTakeFirstOrThrow();
    return noticeSettings(saved);
  });

  // ------------------------------------------------------------ jobs

  app.post(
    '/jobs/items/:from/:count/:sortBy/:asc',
    { onRequest: employer, schema: { params: jobsPage, body: employerJobsFilterSchema, response: { 200: answer('EmployerJobsResponse') } } },
    async (request): Promise<EmployerJobsResponse> => {
      const { from, count, asc } = request.params;
      const { state, text } = request.body;
      requireSubscription(request);
      return employerJobs(app.db, me(request).id, { state: state as EmployerJobState, text }, { from, count, asc: asc === 1 }, app.now(), app.config.postsPerPeriod);
    },
  );

  app.get(
    '/jobs/getEditable/:id',
    { onRequest: employer, schema: { params: jobEditableParamsSchema, response: { 200: answer('JobEditableResponse') } } },
    async (request): Promise<JobEditableResponse> => {
      requireSubscription(request);
      // A new job is refused when the editor opens, not after its three steps (issue 17 §7).
      if (request.params.id === 0 && (await postsRemaining(app.db, me(request).id, app.now(), app.config.postsPerPeriod)) <= 0) {
        throw new HttpError(403, jobMessages.noPostsRemaining);
      }
      return editableJob(app.db, me(request).id, request.params.id, app.now(), request.timeZone);
    },
  );

  app.post('/jobs', { onRequest: employer, schema: { body: jobSaveSchema, ...savedAnswer } }, async (request): Promise<JobSaveResponse> => {
    requireSubscription(request);
    const id = await saveJob(app.db, app.events, me(request).id, request.body, { now: app.now(), timeZone: request.timeZone }, app.config.postsPerPeriod);
    app.outbox.kick();
    return { id };
  });

  app.post('/jobs/changeState/:id/:state', { onRequest: employer, schema: { params: jobStateParamsSchema, ...savedAnswer } }, async (request): Promise<JobSaveResponse> => {
    const { id, state } = request.params;
    await changeJobState(app.db, app.events, me(request).id, id, state as EmployerJobState, app.now());
    app.outbox.kick();
    return { id };
  });

  app.delete('/jobs/:id', { onRequest: employer, schema: { params: idParamsSchema, ...savedAnswer } }, async (request): Promise<JobSaveResponse> => {
    const { id } = request.params;
    await deleteJob(app.db, app.events, me(request).id, id, app.now());
    app.outbox.kick();
    return { id };
  });
}
